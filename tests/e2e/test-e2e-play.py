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
Prints TAP; without a display or xdotool/xwd, a plan of none skipped
("1..0 # SKIP", exit 0: meson's TAP reading takes exit 77 for an error).

Copyright 2026 The Carcassonne Companion authors
SPDX-License-Identifier: GPL-3.0-or-later
"""

import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import carc_e2e  # noqa: E402
from carc_e2e import E2EError, Tap  # noqa: E402


# Buttons whose Enter would leave the turn: the focus must never land on
# them unless the keyboard moved it there.
TRAPS = ("win.show-start", "play.zoom-in", "play.zoom-out", "play.zoom-fit")


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
        # the focus never went to Back or a zoom button by itself
        for w in self.app.probe().widgets:
            if w.focus and w.action in TRAPS:
                raise E2EError("%s: the keyboard focus is on %r (%s)" % (what, w, w.action))
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
    for name in players:
        snapshot = app.probe()
        row = snapshot.one(type="AdwActionRow", label=name)
        if row is not None:
            # in the roster from an earlier game: ticked
            check = snapshot.one(type="GtkCheckButton", inside=row)
            if check is None:
                raise E2EError("the roster's row of %s has no check box" % name)
            if not check.active:
                app.click(check)
            app.wait_for(lambda s, r=row: any(c.active for c in s.find(type="GtkCheckButton", inside=r)),
                         "%s is ticked" % name)
            continue
        app.click(type="AdwEntryRow", label="Add a Player by Name")
        app.type_text(name)
        app.key("Return")
        app.wait_for(lambda s, n=name: s.one(type="AdwActionRow", label=n), "%s is listed" % name)
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
    app.type_number(number, s)
    game.expect({"type": "figure", "figure": "follower", "at": "N"})
    game.check_saved("after clicking Place, the key %d puts Anna's follower on the city" % number)
    tap.ok("turn 1: clicks, then the key %d for the figure" % number)

    # Turn 2, Ben: the keyboard only. Enter opens the picker, the tile's
    # words are typed, arrows and Enter take the ghost to the spot, R
    # turns it, Enter places it, Esc means no figure.
    app.choose_by_keys("BA/CRr")
    app.place_by_keys(-2, 0, 270)
    game.expect({"type": "tile", "tile": "BA/CRr", "x": -2, "y": 0, "rotation": 270})
    game.check_saved("Enter places Ben's tile")
    app.key("Escape")
    game.expect({"type": "pass"})
    game.check_saved("Esc: Ben places no figure")
    tap.ok("turn 2: keys only (Enter, the search, arrows, R, Enter, Esc)")

    # Turn 3, Anna: a tile with a wheel symbol; the wheel prompt's button
    # by the mouse, then Enter places the tile (it does not zoom), and the
    # figure bar's "No Figure" by the mouse.
    app.choose_at_spot(1, -2, "BA/Rr")
    app.wait_for(lambda s: app.numbered(s, "Famine", "play.wheel"), "the wheel prompt offers Famine")
    app.screenshot("a-03-wheel-prompt")
    symbol = app.numbered(app.probe(), "Famine", "play.wheel")
    app.click(type="GtkButton", action="play.wheel", contains="Famine")
    game.expect({"type": "wheel", "tile": "BA/Rr", "symbol": symbol})
    game.check_saved("the wheel turns by its button")
    app.key("Return")
    game.expect({"type": "tile", "tile": "BA/Rr", "x": 1, "y": -2, "rotation": 0})
    game.check_saved("after the wheel's button, Enter places the tile")
    app.click(type="GtkButton", label="No Figure")
    game.expect({"type": "pass"})
    game.check_saved("No Figure by the mouse")
    tap.ok("turn 3: the wheel by its button, then Enter places the tile")

    # Turn 4, Ben: a thief. The prompt's button asks its value, the tile's
    # proposed, and Confirm enters it (no tower has a guard: the tile is
    # stolen); Enter then opens the picker of the tower tiles; the guard
    # goes on the new tower from the figure bar's button.
    app.choose_at_spot(4, 0, "TT/L05")
    app.wait_for(lambda s: s.one(type="GtkButton", action="play.enter-thief"), "the thief prompt shows")
    app.screenshot("a-04-thief-prompt")
    app.click(type="GtkButton", action="play.enter-thief")
    app.wait_for(lambda s: s.one(type="GtkButton", id="thief-confirm"), "the thief's value is asked")
    game.check_saved("nothing is entered before the value is seen")
    app.screenshot("a-04-thief-value")
    app.click(type="GtkButton", id="thief-confirm")
    game.expect({"type": "thief", "tile": "TT/L05", "value": 6})
    game.check_saved("the thief is entered by its button")
    app.key("Return")
    app.wait_for(lambda s: s.thumbnail("TT/T1"), "after the thief's button, Enter opens the tower tiles")
    app.key("Escape")
    app.wait_for(lambda s: not s.picker, "Esc closes the picker")
    app.choose_by_keys("TT/T1")
    app.place_by_keys(4, 0, 0)
    game.expect({"type": "tile", "tile": "TT/T1", "x": 4, "y": 0, "rotation": 0})
    game.check_saved("the tower tile is placed by the keyboard")
    s, _ = app.wait_for(lambda s: s.one(type="GtkButton", action="play.point", contains="Tower guard"),
                        "the figure bar has a button for the tower's guard")
    app.screenshot("a-05-figure-bar-tower-guard")
    app.click(type="GtkButton", action="play.point", contains="Tower guard")
    game.expect({"type": "guard", "figure": "follower", "x": 4, "y": 0})
    game.check_saved("the guard goes on the tower from the figure bar")
    tap.ok("turn 4: the thief by its button, Enter opens the tower tiles, the guard from the figure bar")

    # Turn 5, Anna: a wheel symbol by its key (the buttons' numbers), Enter
    # places the tile, and a crown space numbered beyond 9 by its digits.
    app.choose_at_spot(0, -2, "BA/RFr")
    s, symbol = app.wait_for(lambda s: app.numbered(s, "Storm", "play.wheel"), "the wheel prompt offers Storm")
    app.key(str(symbol))
    game.expect({"type": "wheel", "tile": "BA/RFr", "symbol": symbol})
    game.check_saved("the key %d turns the wheel as its button says" % symbol)
    app.key("Return")
    game.expect({"type": "tile", "tile": "BA/RFr", "x": 0, "y": -2, "rotation": 0})
    game.check_saved("Enter places the tile after the wheel's key")
    s, _ = app.wait_for(lambda s: [c for c in s.choices() if c[0] >= 10], "crown spaces numbered from 10 on the board")
    plague = [w for w in s.find(type="GtkButton", action="play.point", contains="Plague")]
    numbers = sorted(int(w.label.split(" ", 1)[0]) for w in plague)
    if not numbers or numbers[0] < 10:
        raise E2EError("the figure bar numbers the Plague's crown spaces %s (the board draws %s)"
                       % (numbers, sorted(c[0] for c in s.choices())))
    app.screenshot("a-06-figure-bar-crowns")
    app.type_number(numbers[0], s)
    # the crown spaces are numbered after the tile's places in the data's
    # order, the free ones (all are): the first of the Plague's is index 7
    game.expect({"type": "crown", "crown": 7})
    game.check_saved("typing %d puts Anna's follower on the Plague's first crown space" % numbers[0])
    tap.ok("turn 5: the wheel by its key %d, Enter, the crown space %d by two digits" % (symbol, numbers[0]))

    # Turn 6, Ben: the mouse only.
    app.choose_at_spot(4, 1, "BA/L")
    app.click(type="GtkButton", label="Place")
    game.expect({"type": "tile", "tile": "BA/L", "x": 4, "y": 1, "rotation": 0})
    game.check_saved("Ben's monastery is placed by Place")
    app.click(type="GtkButton", action="play.figure", contains="Monastery")
    game.expect({"type": "figure", "figure": "follower", "at": "I"})
    game.check_saved("Ben's follower goes on the monastery by the figure bar")
    tap.ok("turn 6: the mouse only")

    # Turn 7, Anna: the keyboard, R for the other legal rotation.
    app.choose_by_keys("IC/CRCR")
    app.place_by_keys(-1, -2, 180)
    game.expect({"type": "tile", "tile": "IC/CRCR", "x": -1, "y": -2, "rotation": 180})
    game.check_saved("Anna's tile is placed by the keyboard")
    s, number = app.wait_for(lambda s: app.numbered(s, "Road", "play.figure"), "the figure bar offers the road")
    app.type_number(number, s)
    game.expect({"type": "figure", "figure": "follower", "at": "E"})
    game.check_saved("the key %d puts Anna's follower on the road" % number)
    tap.ok("turn 7: the keyboard, R, Enter, the key %d" % number)

    # A correction: Ben did put a follower on his road in turn 2. A click
    # on the log's entry, then the key the figure bar shows for the road.
    app.click(type="GtkLabel", label="Ben: no figure")
    s, number = app.wait_for(lambda s: app.numbered(s, "Road", "play.figure"),
                             "the correction offers the road of Ben's tile")
    app.screenshot("a-07-correction")
    app.type_number(number, s)
    game.events[3] = {"type": "figure", "figure": "follower", "at": "N"}
    app.wait_for(lambda s: s.has_text("Corrected"), "the page says what the correction changed")
    game.check_saved("the correction replaces Ben's pass with his follower")
    app.screenshot("a-08-corrected")
    # F9 after the clicks: the side panel hides, and shows again
    panel = lambda s: s.one(type="GtkToggleButton", id="panel_button")
    app.key("F9")
    app.wait_for(lambda s: panel(s) is not None and not panel(s).active, "F9 hides the side panel")
    app.key("F9")
    app.wait_for(lambda s: panel(s) is not None and panel(s).active, "F9 shows the side panel again")
    tap.ok("a correction: a click on the log, then the key %d; F9 twice" % number)

    # kill -9, then the app again, the README's way: the game continues
    # from the start page with nothing lost.
    app.kill9()
    app.start()
    app.click(type="AdwActionRow", css="unfinished-game")
    app.wait_for(lambda s: s.page == "play" and s.board is not None, "the game opens again")
    game.check_saved("after kill -9 the database still holds every entry")
    app.screenshot("a-09-resumed")
    tap.ok("kill -9 and a resume from the start page: %d entries kept" % len(game.events))

    # Turn 8, Ben, and turn 9, Anna, after the resume: a click at a spot,
    # then keys.
    app.choose_at_spot(-1, 3, "BA/CcRr")
    app.key("Return")
    game.expect({"type": "tile", "tile": "BA/CcRr", "x": -1, "y": 3, "rotation": 0})
    game.check_saved("after the resume, a click and Enter place Ben's tile")
    app.key("Escape")
    game.expect({"type": "pass"})
    game.check_saved("Esc: Ben places no figure")
    app.choose_by_keys("BA/RRR")
    app.place_by_keys(5, 0, 270)
    game.expect({"type": "tile", "tile": "BA/RRR", "x": 5, "y": 0, "rotation": 270})
    game.check_saved("Anna's last tile is placed by the keyboard")
    app.key("Escape")
    game.expect({"type": "pass"})
    game.check_saved("Esc: Anna places no figure")
    tap.ok("turns 8 and 9 after the resume")
    spot_first_turns(app, game, tap)
    app.screenshot("a-10-end")
    game.check_scores(tap)
    return game


def visible_spot(app, what):
    """A marked spot of the board that is on screen (no key needed to see
    it), as a person picks one."""
    s, spots = app.wait_for(lambda s: [p for p in s.spots() if s.cell_visible(*p)], what)
    b = s.board
    centre = (b["x"] + b["width"] / 2.0, b["y"] + b["height"] / 2.0)
    # the one nearest the middle of the board, clear of the buttons over
    # its edges
    return min(spots, key=lambda p: (s.cell_centre(*p)[0] - centre[0]) ** 2 + (s.cell_centre(*p)[1] - centre[1]) ** 2)


def spot_first_turns(app, game, tap):
    """The spot first (issue 22, item 20), by the mouse only: a spot, the
    tile as it lies there (placed by that click), a figure: 3 clicks; then
    a turn with no figure in 2 (a spot of the next turn means none)."""
    # Turn 10, Ben: a spot, the first tile offered there, a figure
    before = dict(app.counts)
    x, y = visible_spot(app, "the board marks a spot on screen")
    item = app.place_at_spot(x, y)
    game.expect({"type": "tile", "tile": item["tile"], "x": x, "y": y, "rotation": item["rotation"]})
    game.check_saved("a click on the spot's %s turned %d places it" % (item["tile"], item["rotation"]))
    s, choices = app.wait_for(lambda s: (s.board or {}).get("choices"), "the tile's figure places are drawn")
    app.screenshot("a-11-spot-first-figure")
    app.click_choice(1)
    game.expect({"type": "figure", "figure": "follower", "at": choices[0]["at"]})
    game.check_saved("a click on its place puts Ben's follower there")
    clicks = app.counts["clicks"] - before["clicks"]
    keys = app.counts["keys"] - before["keys"]
    if (clicks, keys) != (3, 0):
        raise E2EError("the spot-first turn took %d clicks and %d keys, not 3 clicks" % (clicks, keys))
    tap.ok("turn 10, the spot first: %s at %d,%d and a follower in 3 clicks" % (item["tile"], x, y))

    # Turn 11, Anna: a spot and a tile; then no figure: the click on a
    # spot of the next turn (Ben's) enters it and offers that spot's tiles
    before = dict(app.counts)
    x, y = visible_spot(app, "the board marks a spot on screen")
    item = app.place_at_spot(x, y)
    game.expect({"type": "tile", "tile": item["tile"], "x": x, "y": y, "rotation": item["rotation"]})
    game.check_saved("Anna's %s is placed by the spot and one click" % item["tile"])
    x, y = visible_spot(app, "the figure step marks the next turn's spots")
    app.screenshot("a-12-spot-first-next-spots")
    item = app.place_at_spot(x, y)
    game.expect({"type": "pass"})
    game.check_saved("a click on the next turn's spot: no figure for Anna")
    # Anna's turn: her spot and her tile; the next two clicks are Ben's
    # (his spot, his tile)
    clicks = app.counts["clicks"] - before["clicks"] - 2
    if clicks != 2 or app.counts["keys"] != before["keys"]:
        raise E2EError("Anna's turn took %d clicks (and %d keys), not 2"
                       % (clicks, app.counts["keys"] - before["keys"]))
    tile = {"type": "tile", "tile": item["tile"], "x": x, "y": y, "rotation": item["rotation"]}
    # a tile with a wheel symbol asks for the wheel first, as from the
    # picker; the tile chosen then goes where and as it was chosen
    s, what = app.wait_for(lambda s: "wheel" if s.one(type="GtkButton", action="play.wheel")
                           else "placed" if app.n_events(game.game_id) == len(game.events) + 1 else None,
                           "Ben's %s is placed or the wheel asked for first" % item["tile"])
    if what == "wheel":
        button = s.find(type="GtkButton", action="play.wheel")[0]
        symbol = int(button.label.split(" ", 1)[0])
        app.screenshot("a-13-spot-first-wheel")
        app.click(button)
        game.expect({"type": "wheel", "tile": item["tile"], "symbol": symbol})
    game.expect(tile)
    game.check_saved("Ben's %s is placed at the spot clicked, turned as chosen" % item["tile"])
    app.click(type="GtkButton", label="No Figure")
    game.expect({"type": "pass"})
    game.check_saved("No Figure for Ben")
    tap.ok("turn 11, the spot first with no figure: 2 clicks, the next turn's spot meaning none; "
           "Ben's %s%s" % (item["tile"], ", the wheel first, then placed as chosen" if what == "wheel" else ""))


def hunters_gatherers_game(app, tap):
    game = Game(app, "Hunters & Gatherers")
    app.click(type="GtkButton", id="back_button")
    app.wait_for(lambda s: s.page == "start", "the start page shows")
    game.game_id = new_game(app, ["Anna", "Ben"], game="Hunters & Gatherers")
    record = app.record(game.game_id)
    if record["setup"]["sets"] != ["hunters-and-gatherers"]:
        raise E2EError("the game set up has the sets %s" % record["setup"]["sets"])
    tap.ok("New Game: Hunters & Gatherers chosen from the game's list")

    # Turn 1, Anna: the mouse for the tile, then the key the figure bar
    # shows beside the forest (its name, not a bare number).
    app.choose_at_spot(1, 0, "1")
    app.click(type="GtkButton", label="Place")
    game.expect({"type": "tile", "tile": "1", "x": 1, "y": 0, "rotation": 90})
    game.check_saved("Anna's tile is placed by clicking Place")
    s, number = app.wait_for(lambda s: app.numbered(s, "Forest", "play.figure"),
                             "the figure bar names the forest")
    app.screenshot("b-01-figure-bar")
    app.type_number(number, s)
    game.expect({"type": "figure", "figure": "follower", "at": "W"})
    game.check_saved("the key %d puts Anna's gatherer in the forest" % number)
    tap.ok("turn 1: clicks, then the key %d shown beside \"Forest\"" % number)

    # Turn 2, Ben: the keyboard; his tile closes the forest with the
    # start tile's menhir: a bonus turn from the menhir stack.
    app.choose_by_keys("11")
    app.place_by_keys(0, 1, 180)
    game.expect({"type": "tile", "tile": "11", "x": 0, "y": 1, "rotation": 180})
    game.check_saved("Ben's tile is placed by the keyboard")
    app.key("Escape")
    game.expect({"type": "pass"})
    game.check_saved("Esc: Ben places no figure")
    app.wait_for(lambda s: s.has_text("Menhir bonus turn"), "the menhir prompt announces Ben's bonus turn")
    app.screenshot("b-02-menhir-turn")
    tap.ok("turn 2: the forest closes with a menhir; the bonus turn is announced")

    # The bonus turn: a tile of the menhir stack, by a click and Enter.
    app.choose_at_spot(2, 0, "79")
    app.key("Return")
    game.expect({"type": "tile", "tile": "79", "x": 2, "y": 0, "rotation": 270})
    game.check_saved("Ben's menhir tile is placed")
    app.key("Escape")
    game.expect({"type": "pass"})
    game.check_saved("Esc: no figure on the menhir tile")
    tap.ok("the menhir bonus turn: a tile of the menhir stack")
    app.screenshot("b-03-end")
    game.check_scores(tap)
    return game


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    build_dir, meson, shots = sys.argv[1:4]
    skip = carc_e2e.skip_reason()
    if skip:
        print("1..0 # SKIP %s" % skip)
        return 0

    if os.path.isdir(shots):
        shutil.rmtree(shots)
    workdir = tempfile.mkdtemp(prefix="carc-e2e-")
    tap = Tap()
    app = carc_e2e.App(build_dir, workdir, shots=shots, meson=meson)
    try:
        app.start()
        tap.ok("the app starts the README's way (meson devenv) and its window is active")
        carcassonne_game(app, tap)
        hunters_gatherers_game(app, tap)
    except Exception as e:  # noqa: BLE001 (any failure ends the run, reported)
        carc_e2e.fail_run(tap, "the games play through the real window", e, workdir)
    finally:
        app.stop()
    return carc_e2e.end_run(tap, workdir, "counts: %s" % app.counts)


if __name__ == "__main__":
    sys.exit(main())
