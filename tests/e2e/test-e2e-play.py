#!/usr/bin/env python3
"""End-to-end: games played through the real window with real X input.

Started the README's way (meson devenv) under the X server of $DISPLAY
and driven with xdotool by tests/e2e/carc_e2e.py: a Carcassonne game with
Inns & Cathedrals, the Wheel of Fortune and Towers & Thieves of about ten
turns that mixes clicks and keys (click Place, then digits, Esc, Enter), a
wheel turn by its buttons and one by its keys, a thief turn, a crown space
numbered beyond 9, a tower guard from the figure bar, a correction, a
kill -9 and a resume; then a Hunters & Gatherers game with a menhir
bonus turn. Each game's log is read back from the database with
carcassonne-cli and compared with the record the test meant to enter;
its scores with the replay of that record by carcassonne-cli.

Usage: test-e2e-play.py BUILDDIR MESON SCREENSHOTS
Prints TAP; exits 77 (skip) without a display or xdotool/xwd.

Copyright 2026 The Carcassonne Companion authors
SPDX-License-Identifier: GPL-3.0-or-later
"""

import json
import os
import shutil
import sys
import tempfile
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import carc_e2e  # noqa: E402
from carc_e2e import E2EError  # noqa: E402


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, what):
        self.n += 1
        print("ok %d - %s" % (self.n, what), flush=True)

    def fail(self, what, why):
        self.n += 1
        self.failed += 1
        print("not ok %d - %s" % (self.n, what), flush=True)
        for line in str(why).splitlines():
            print("#   " + line, flush=True)


def locations(at):
    """A record's location ("N", "NL NR", "S W") as a set of names."""
    return set(at.replace(",", " ").split())


def same_event(meant, saved):
    """Does the saved event say what the test meant to enter? (Times are
    the app's; a figure's place is any location of its feature.)"""
    for key, value in meant.items():
        if key == "at":
            if not locations(value) <= locations(saved.get("at", "")):
                return False
        elif saved.get(key) != value:
            return False
    return True


class Game:
    """The record a game is meant to have: what the test enters, event by
    event, checked against the database after every turn."""

    def __init__(self, app, name):
        self.app = app
        self.name = name
        self.events = []
        self.game_id = None

    def expect(self, *events):
        self.events.extend(events)

    def check_saved(self, what):
        """Waits until the database holds as many events as meant, then
        compares them one by one."""
        self.app.wait_events(len(self.events), what, self.game_id)
        saved = self.app.record(self.game_id)["events"]
        for i, (meant, got) in enumerate(zip(self.events, saved)):
            if not same_event(meant, got):
                raise E2EError("%s: event %d is %s, meant %s" % (what, i, json.dumps(got), json.dumps(meant)))

    def check_scores(self, tap):
        """The log and the scores as carcassonne-cli reads them from the
        database, against the replay of the record meant."""
        saved = self.app.record(self.game_id)
        meant = dict(saved, events=self.events)
        got = self.app.replay(saved)
        want = self.app.replay(meant)
        if len(saved["events"]) != len(self.events):
            raise E2EError("%s: %d events saved, %d meant" % (self.name, len(saved["events"]), len(self.events)))
        for i, (m, g) in enumerate(zip(self.events, saved["events"])):
            if not same_event(m, g):
                raise E2EError("%s: event %d is %s, meant %s" % (self.name, i, json.dumps(g), json.dumps(m)))
        if got != want:
            raise E2EError("%s: the scores saved are\n%s\nbut the record meant replays to\n%s"
                           % (self.name, json.dumps(got), json.dumps(want)))
        tap.ok("%s: %d events and the scores (%s) read back with carcassonne-cli match the replay of the "
               "record meant" % (self.name, len(self.events),
                                 ", ".join("%s %d" % (p["name"], p["points"]) for p in got["players"])))
        return got


# ---- the games --------------------------------------------------------------

def new_game(app, players, sets=(), game=None):
    """New Game: the game, players typed in, sets switched on; Ctrl+Enter."""
    app.click(type="GtkButton", label="New Game")
    app.wait_for(lambda s: s.page == "new-game", "the New Game page shows")
    if game is not None:
        app.click(type="AdwComboRow", contains="Game")
        app.click(type="GtkLabel", label=game)
        app.wait_for(lambda s: s.one(type="AdwComboRow", contains="Game") and s.has_text(game),
                     "the game %s is chosen" % game)
    app.click(type="AdwEntryRow", label="Add a Player by Name")
    for name in players:
        app.type_text(name)
        app.key("Return")
        app.wait_for(lambda s, n=name: s.one(type="GtkLabel", label=n), "%s is listed" % name)
    for name in sets:
        row = app.reveal(type="AdwActionRow", label=name)
        app.click(row)
        app.wait_for(lambda s, r=row: any(w.active for w in s.find(type="GtkSwitch", inside=s.one(
            type="AdwActionRow", label=name) or r)), "%s is switched on" % name)
    app.screenshot("new-game-" + "-".join(p.lower() for p in players))
    app.key("ctrl+Return")
    app.wait_for(lambda s: s.page == "play" and s.board is not None, "the play page shows the board")
    games = app.games()
    return games[0]["id"]


def carcassonne_game(app, tap):
    game = Game(app, "Carcassonne with Inns & Cathedrals, the Wheel of Fortune and Towers & Thieves")
    game.game_id = new_game(app, ["Anna", "Ben"],
                            ["Inns & Cathedrals", "The Wheel of Fortune", "Towers & Thieves"])
    record = app.record(game.game_id)
    sets = record["setup"]["sets"]
    if sets != ["base", "inns-and-cathedrals", "wheel-of-fortune", "towers-and-thieves"] or \
            not record["setup"]["rules"]["wheel"] or not record["setup"]["rules"]["towers"]:
        raise E2EError("the game set up is %s with rules %s" % (sets, record["setup"]["rules"]))
    tap.ok("New Game by clicks and typing: Anna and Ben, %s" % ", ".join(sets))
    app.screenshot("a-01-start")

    # Turn 1, Anna: the mouse for the tile (a spot, its thumbnail, Place),
    # then the key shown beside "City" in the figure bar.
    app.choose_at_spot(3, 0, "BA/C")
    app.click(type="GtkButton", label="Place")
    game.expect({"type": "tile", "tile": "BA/C", "x": 3, "y": 0, "rotation": 0})
    game.check_saved("Anna's tile is placed by clicking Place")
    s, number = app.wait_for(lambda s: app.numbered(s, "City", "play.figure"), "the figure bar offers the city")
    app.screenshot("a-02-figure-bar")
    app.key(str(number))
    game.expect({"type": "figure", "figure": "follower", "at": "N"})
    game.check_saved("after clicking Place, the key %d puts Anna's follower on the city" % number)
    tap.ok("turn 1: clicks, then the key %d for the figure" % number)
    return game


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    build_dir, meson, shots = sys.argv[1:4]
    if not os.environ.get("DISPLAY"):
        print("1..0 # SKIP no X display (DISPLAY)")
        return 77
    missing = carc_e2e.have_tools()
    if missing:
        print("1..0 # SKIP %s is not installed (.ci/setup installs it)" % missing)
        return 77

    if os.path.isdir(shots):
        shutil.rmtree(shots)
    workdir = tempfile.mkdtemp(prefix="carc-e2e-")
    tap = Tap()
    app = carc_e2e.App(build_dir, workdir, shots=shots, meson=meson)
    try:
        app.start()
        tap.ok("the app starts the README's way (meson devenv) and its window is active")
        carcassonne_game(app, tap)
    except Exception as e:  # noqa: BLE001 (any failure ends the run, reported)
        tap.fail("the games play through the real window", "%s\n%s" % (e, traceback.format_exc()))
        try:
            out = open(os.path.join(workdir, "app-output.txt"), errors="replace").read()
            if out.strip():
                print("# the app printed:")
                for line in out.splitlines()[-30:]:
                    print("#   " + line)
        except OSError:
            pass
    finally:
        app.stop()
        print("# counts: %s" % app.counts)
        print("1..%d" % tap.n, flush=True)
    if tap.failed == 0:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        print("# the app's folder is kept: %s" % workdir)
    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
