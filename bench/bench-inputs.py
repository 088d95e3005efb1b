#!/usr/bin/env python3
"""bench-inputs.py: inputs per turn, counted through the real window.

Enters whole recorded games through the app's real window, the way a
person would with only the mouse (--strategy mouse) or only the keyboard
(--strategy keys), and counts the inputs each turn takes: clicks and mouse
wheel notches, or key presses, with the characters typed in a search
counted apart. carcassonne-bench's inputs_per_turn_mouse and
inputs_per_turn_keys (bench/bench-inputs.c) run it; docs/performance.md
reports the figures.

The app is started the README's way and driven with real X events by the
end-to-end test's driver (tests/e2e/carc_e2e.py). Each game is set up in
the app's database first (the record's setup, no events, imported with
carcassonne-cli) and opened from the start page; that is not counted.
Every input is decided from what the screen shows, as the app's probe
reports it: where a spot, a thumbnail, a button or a number is drawn, and
what the tile, the figure place or the crown space there is (a person
knows it by its picture; the player here by the record's names). Nothing
is called inside the app.

A turn is everything from its first input to the next turn's first: the
steps before its tile (the wheel, the Plague's choices), the tile, and
what follows it (a figure or none, a crown space, a sheep drawn, the
flock's choice). A person who places no figure may start the next turn at
once where the screen lets them (a spot clicked while the figure bar
shows); otherwise "No Figure" or Esc ends the turn.

After the last turn the game in the database is replayed with
carcassonne-cli and must score as the record does; a run that differs
fails.

Usage: bench-inputs.py --build BUILD --meson MESON --strategy mouse|keys
                       [--turns N] [--shots DIR] [--summary FILE] RECORD...
Prints one JSON line per turn on stderr; writes the summary (median and
maximum inputs per turn, the typed characters' median, per game) to
--summary and stdout.

Copyright 2026 The Carcassonne Companion authors
SPDX-License-Identifier: GPL-3.0-or-later
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "e2e"))
import carc_e2e  # noqa: E402
from carc_e2e import E2EError  # noqa: E402

# events a turn may begin with, before its tile, and the decisions they
# bring before the tile is placed
BEFORE_TILE = ("wheel", "thief")
BEFORE_TILE_DECISIONS = ("plague", "grow")

# the figure bar's kind buttons, and their keys
KIND_KEYS = {"follower": "f", "big-follower": "g", "builder": "b", "pig": "p", "shepherd": "s", "hut": "h"}


def split_turns(events):
    """The record's events as turns: {"before": [...], "tile": event,
    "after": [...]}; stops at an "end" (the game ended by hand)."""
    turns = []
    turn = None
    for e in events:
        kind = e["type"]
        if kind == "end":
            break
        if kind in BEFORE_TILE or kind in ("tile", "discard"):
            if turn is None or turn["tile"] is not None:
                turn = {"before": [], "tile": None, "after": []}
                turns.append(turn)
            if kind in ("tile", "discard"):
                turn["tile"] = e
            else:
                turn["before"].append(e)
        elif kind in BEFORE_TILE_DECISIONS and turn is not None and turn["tile"] is None:
            turn["before"].append(e)
        elif turn is not None:
            turn["after"].append(e)
        else:
            raise E2EError("the record begins with a %s event" % kind)
    return turns


def locations(at):
    return set((at or "").replace(",", " ").split())


class Player:
    """One game entered by one strategy."""

    def __init__(self, app, strategy, log):
        self.app = app
        self.strategy = strategy
        self.log = log
        self.entered = 0          # record events the database holds
        self.pass_pending = False  # the last turn's "no figure" is still to be entered

    # -- what the screen shows --

    def probe(self):
        return self.app.probe()

    def wait_for(self, predicate, what, timeout=None):
        return self.app.wait_for(predicate, what, timeout=timeout)

    def saved(self, n, what):
        """Waits until the database holds @n events or more (a tile chosen
        at a spot is placed as soon as its step is entered: both at once)."""
        self.entered = n
        self.app.wait(lambda: self.n_saved() >= n, what + " (%d events saved)" % n)

    def n_saved(self):
        return self.app.n_events() or 0

    def in_figure_step(self, s):
        return s.one(type="GtkButton", action="play.pass") is not None

    def covered(self, s, x, y):
        """Does a widget drawn over the board (a prompt, the zoom buttons,
        a toast, the picker) cover the window point (x, y)?"""
        seen_board = False
        for w in s.widgets:
            if w.type == "CarcBoardView":
                seen_board = True
                continue
            if not seen_board:
                continue
            if w.x <= x <= w.x + w.width and w.y <= y <= w.y + w.height:
                return True
        return False

    def cell_clear(self, s, x, y):
        if not s.cell_visible(x, y, margin=0.4) or s.board["tile_size"] < 12:
            return False
        return not self.covered(s, *s.cell_centre(x, y))

    def show_cell_by_mouse(self, x, y):
        """The cell (x, y) in view and clear of what lies over the board:
        "Fit the Board" first, then a drag of the board."""
        s = self.probe()
        if self.cell_clear(s, x, y):
            return s
        fit = s.one(type="GtkButton", action="play.zoom-fit")
        if fit is not None:
            self.app.click(fit)
            s, _ = self.wait_for(lambda s: s.board is not None, "the board is fitted")
            time.sleep(0.2)
            s = self.probe()
            if self.cell_clear(s, x, y):
                return s
        for _ in range(3):
            # drag the cell towards the middle of the board
            b = s.board
            cx, cy = s.cell_centre(x, y)
            mx, my = b["x"] + b["width"] / 2.0, b["y"] + b["height"] / 2.0
            start = (min(max(cx, b["x"] + 5), b["x"] + b["width"] - 5), min(max(cy, b["y"] + 5), b["y"] + b["height"] - 5))
            self.drag(start, (start[0] + (mx - cx), start[1] + (my - cy)))
            time.sleep(0.3)
            s = self.probe()
            if self.cell_clear(s, x, y):
                return s
        raise E2EError("cell %d,%d cannot be brought into view" % (x, y))

    def drag(self, start, end):
        app = self.app
        app.move(*start)
        app.xdo("mousedown", 1)
        steps = 8
        for i in range(1, steps + 1):
            app.move(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
            time.sleep(0.02)
        app.xdo("mouseup", 1)
        app.counts["clicks"] += 1
        self.log("drag %s -> %s" % (start, end))

    def scroll_into(self, s, rect, scroller):
        """Mouse wheel over @scroller until @rect() (a function of the
        snapshot) lies wholly inside it; returns the last snapshot and the
        rectangle."""
        for _ in range(40):
            r = rect(s)
            sc = scroller(s)
            if r is None:
                raise E2EError("the item to scroll to is gone")
            if sc is None or (r["y"] >= sc.y - 1 and r["y"] + r["height"] <= sc.y + sc.height + 1):
                return s, r
            # a scroller lower than an item: most of it in view is enough
            seen = min(r["y"] + r["height"], sc.y + sc.height) - max(r["y"], sc.y)
            if sc.height < r["height"] and seen >= 0.75 * sc.height:
                return s, r
            self.app.move(sc.x + sc.width / 2.0, sc.y + sc.height / 2.0)
            self.app.xdo("click", 5 if r["y"] + r["height"] > sc.y + sc.height else 4)
            self.app.counts["scrolls"] += 1
            time.sleep(0.15)
            s = self.probe()
        raise E2EError("could not scroll to the item %s inside %s" % (rect(s), scroller(s)))

    def click_rect(self, r):
        self.app.click_at(r["x"] + r["width"] / 2.0, r["y"] + r["height"] / 2.0)

    # -- the tile --

    @staticmethod
    def same_way(tile, rotation, items):
        """The item among @items (of one tile) that shows it turned
        @rotation degrees: that rotation itself, or the one it looks the
        same as (a tile that looks the same turned 180° is offered once)."""
        exact = [i for i in items if i["rotation"] == rotation]
        if exact:
            return exact[0]
        if len(items) == 1:
            return items[0]
        half = [i for i in items if i["rotation"] % 180 == rotation % 180]
        return half[0] if half else None

    def spot_item(self, s, tile):
        items = [i for i in s.raw.get("spot_tiles", []) if i["tile"] == tile["tile"]]
        return self.same_way(tile["tile"], tile["rotation"], items)

    def spot_scroller(self, s):
        return s.one(id="spot_tiles_scroller")

    def picker_scroller(self, s):
        for w in s.find(type="GtkScrolledWindow"):
            pick = s.picker[0] if s.picker else None
            if pick and w.x <= pick["x"] + 1 and pick["x"] + pick["width"] <= w.x + w.width + 1:
                return w
        return None

    def wait_placed_or_ghost(self, n, tile):
        """After a tile was chosen: the tile placed (the database holds @n
        events), or its ghost waiting on the board."""
        def check(s):
            if self.n_saved() >= n:
                return "placed"
            if s.ghost and s.ghost["tile"] == tile and not s.raw.get("spot_tiles") and not s.picker:
                return "ghost"
            return None
        _, what = self.wait_for(check, "%s is placed or its ghost shows" % tile)
        if what == "ghost":
            time.sleep(0.2)
            if self.n_saved() >= n:
                what = "placed"
        return what

    def rotate_by_mouse(self, rotation):
        for _ in range(6):
            s = self.probe()
            if s.ghost and s.ghost["rotation"] == rotation:
                return
            delta = (rotation - s.ghost["rotation"]) % 360
            want = "Previous" if delta == 270 else "Next"
            button = [w for w in s.find(type="GtkButton", action="play.rotate") if w.tooltip.startswith(want)]
            before = s.ghost["rotation"]
            self.app.click(button[0])
            self.wait_for(lambda s: s.ghost and s.ghost["rotation"] != before, "the ghost turns")
        raise E2EError("the ghost never turned to %d" % rotation)

    def rotate_by_keys(self, rotation):
        for _ in range(6):
            s = self.probe()
            if s.ghost and s.ghost["rotation"] == rotation:
                return
            delta = (rotation - s.ghost["rotation"]) % 360
            before = s.ghost["rotation"]
            self.app.key("shift+r" if delta == 270 else "r")
            self.wait_for(lambda s: s.ghost and s.ghost["rotation"] != before, "the ghost turns")
        raise E2EError("the ghost never turned to %d" % rotation)

    # -- the steps of a turn --

    def prompt_number(self, s, action, number):
        for w in s.find(type="GtkButton", action=action):
            head = w.label.split(" ", 1)[0]
            if head.isdigit() and int(head) == number:
                return w
        return None

    def do_wheel(self, e):
        s, _ = self.wait_for(lambda s: s.find(type="GtkButton", action="play.wheel"), "the wheel prompt shows")
        if e["symbol"] == 0:
            if self.strategy == "mouse":
                self.app.click(type="GtkButton", action="play.wheel", label="No Symbol")
            else:
                self.app.key("alt+n")
        elif self.strategy == "mouse":
            self.app.click(self.prompt_number(s, "play.wheel", e["symbol"]))
        else:
            self.app.key(str(e["symbol"]))

    def choice_at_cell(self, s, x, y, at=None):
        """The board's numbered choice drawn on cell (x, y) (a figure the
        Plague takes)."""
        b = s.board
        ts = b["tile_size"]
        found = []
        for number, wx, wy in s.choices():
            cx = (wx - b["x"] - b["origin_x"]) / ts
            cy = (wy - b["y"] - b["origin_y"]) / ts
            if x <= cx < x + 1 and y <= cy < y + 1:
                found.append(number)
        return found[0] if found else None

    def do_plague(self, e):
        s, number = self.wait_for(lambda s: self.choice_at_cell(s, e["x"], e["y"]),
                                  "the Plague's choice on %d,%d is drawn" % (e["x"], e["y"]))
        self.enter_choice(s, number)

    def enter_choice(self, s, number):
        """A numbered choice of the board: clicked, or its digits typed."""
        if self.strategy == "mouse":
            for n, wx, wy in s.choices():
                if n == number:
                    if self.covered(s, wx, wy):
                        self.show_board_point(wx, wy)
                        s = self.probe()
                        wx, wy = [(x, y) for (m, x, y) in s.choices() if m == number][0]
                    self.app.click_at(wx, wy)
                    return
            raise E2EError("choice %d is not drawn" % number)
        self.app.type_number(number, s)

    def show_board_point(self, wx, wy):
        s = self.probe()
        b = s.board
        mx, my = b["x"] + b["width"] / 2.0, b["y"] + b["height"] / 2.0
        self.drag((wx, wy), (mx, my))
        time.sleep(0.3)

    def feature_choice(self, s, at):
        want = locations(at)
        best, best_n = None, 0
        for c in s.board.get("choices", []) if s.board else []:
            n = len(want & locations(c.get("at")))
            if n > best_n:
                best, best_n = c["number"], n
        return best

    def kind_button(self, s, kind):
        """The figure bar's toggle of figure kind @kind, or None (one kind
        only: no toggles)."""
        names = {"follower": ("Follower", "Gatherer", "Hunter"), "big-follower": ("Big Follower",),
                 "builder": ("Builder",), "pig": ("Pig",), "shepherd": ("Shepherd",), "hut": ("Hut",)}[kind]
        for w in s.find(type="GtkToggleButton"):
            # "Big follower" on the bar: the case of the words is the UI's
            if any(w.label.lower().startswith(n.lower()) for n in names):
                return w
        return None

    def do_figure(self, e):
        s, _ = self.wait_for(lambda s: self.in_figure_step(s) and s.choices(), "the figure step shows")
        toggle = self.kind_button(s, e["figure"])
        if toggle is not None and not toggle.active:
            shown = lambda s: (self.kind_button(s, e["figure"]) or toggle).active and s.choices()
            for attempt in range(2):
                if self.strategy == "mouse":
                    self.app.click(self.kind_button(self.probe(), e["figure"]) or toggle)
                else:
                    self.app.key(KIND_KEYS[e["figure"]])
                try:
                    # a click while the bar is rebuilt (a busy machine) is
                    # lost: once more, and counted
                    s, _ = self.wait_for(shown, "the figure bar shows %s" % e["figure"],
                                         timeout=4 if attempt == 0 else None)
                    break
                except E2EError:
                    if attempt == 1:
                        raise
                    self.log("the figure bar missed the %s toggle: again" % e["figure"])
            time.sleep(0.1)
            s = self.probe()
        number = self.feature_choice(s, e["at"])
        if number is None:
            raise E2EError("no place on the board for %s at %s (choices %s)" % (e["figure"], e["at"], s.board["choices"]))
        self.enter_choice(s, number)

    def do_crown(self, e):
        s, number = self.wait_for(lambda s: [c["number"] for c in s.board["choices"] if c.get("id") == e["crown"]],
                                  "crown space %d is a choice" % e["crown"])
        self.enter_choice(s, number[0])

    def do_pass(self):
        s, _ = self.wait_for(self.in_figure_step, "the figure step shows")
        if self.strategy == "mouse":
            self.app.click(type="GtkButton", action="play.pass")
        else:
            self.app.key("Escape")

    def do_sheep(self, e):
        s, _ = self.wait_for(lambda s: s.find(type="GtkButton", action="play.sheep"), "the sheep prompt shows")
        if e["token"] == "wolf":
            if self.strategy == "mouse":
                self.app.click(type="GtkButton", action="play.sheep", label="Wolf")
            else:
                self.app.key("alt+w")
        elif self.strategy == "mouse":
            self.app.click(self.prompt_number(s, "play.sheep", int(e["token"])))
        else:
            self.app.key(e["token"])

    def do_flock(self, e):
        s, _ = self.wait_for(lambda s: s.find(type="GtkButton", action="play.flock"), "the flock prompt shows")
        if self.strategy == "mouse":
            label = "Expand the Flock" if e["decision"] == "expand" else "Drive into the Fold"
            self.app.click(type="GtkButton", action="play.flock", label=label)
        else:
            self.app.key("e" if e["decision"] == "expand" else "o")

    def step(self, e):
        handler = {"wheel": self.do_wheel, "plague": self.do_plague, "figure": self.do_figure,
                   "crown": self.do_crown, "sheep": self.do_sheep, "flock": self.do_flock}.get(e["type"])
        if handler is None:
            raise E2EError("the benchmark cannot enter a %s event" % e["type"])
        handler(e)

    # -- a turn --

    def mouse_tile(self, turn, n):
        """Mouse: the spot, then the tile among those that fit there (a
        popover of the tiles in their rotations, or the picker), the steps
        before it, turned and placed if a click did not place it."""
        tile = turn["tile"]
        x, y = tile["x"], tile["y"]
        s = self.probe()
        implicit_pass = False
        if self.pass_pending:
            implicit_pass = self.in_figure_step(s) and (x, y) in s.spots()
            if not implicit_pass:
                raise E2EError("internal: the pass should have been entered")
            self.pass_pending = False
        self.show_cell_by_mouse(x, y)
        s = self.probe()
        self.app.click_at(*s.cell_centre(x, y))
        if implicit_pass:
            n += 1
            self.saved(n, "a spot of the next turn means no figure")
        s, what = self.wait_for(lambda s: "spot" if carc_e2e.laid_out(s.raw.get("spot_tiles")) else
                                "picker" if s.picker else None,
                                "the tiles that fit %d,%d are offered" % (x, y))
        popover = what == "spot"
        if popover:
            s, r = self.scroll_into(s, lambda s: self.spot_item(s, tile), self.spot_scroller)
        else:
            s, r = self.scroll_into(s, lambda s: s.raw and next((t for t in s.picker if t["tile"] == tile["tile"]), None),
                                    self.picker_scroller)
        self.click_rect(r)
        for e in turn["before"]:
            self.step(e)
            n += 1
            self.saved(n, "%s before %s" % (e["type"], tile["tile"]))
        n += 1
        if self.wait_placed_or_ghost(n, tile["tile"]) == "ghost":
            self.rotate_by_mouse(tile["rotation"])
            self.app.click(type="GtkButton", action="play.place")
        self.saved(n, "%s placed at %d,%d" % (tile["tile"], x, y))
        return n

    def keys_tile(self, turn, n):
        """Keyboard: Enter opens the picker, the words under the tile's
        thumbnail are typed, Enter (or its number) takes it; the steps
        before it; then the spot's number (or the arrows and Enter) takes
        it there, R turns it, Enter places it."""
        tile = turn["tile"]
        x, y = tile["x"], tile["y"]
        app = self.app
        app.key("Return")
        s, _ = self.wait_for(lambda s: s.picker or s.raw.get("spot_tiles"), "Enter offers tiles")
        if s.raw.get("spot_tiles"):
            # the cursor stood on a spot: its tiles; back to all of them
            app.key("Escape")
            self.wait_for(lambda s: not s.raw.get("spot_tiles"), "Esc closes the spot's tiles")
            app.key("Return")
            s, _ = self.wait_for(lambda s: s.picker, "Enter opens the picker")
        words = app.caption(s, tile["tile"])
        if words:
            words = words.replace("\n", " ")
            app.type_text(words)
            s = app.wait_picker_settled(words, tile["tile"])
        index = [t["tile"] for t in s.picker].index(tile["tile"])
        number = s.thumbnail(tile["tile"]).number
        if index == 0:
            app.key("Return")
        elif number > 0:
            app.key(str(number % 10))
        else:
            # Down from the search to the first thumbnail, then down the
            # rows and along the row to the tile, Enter
            rows = sorted(set(round(t["y"]) for t in s.picker))
            target = s.picker[index]
            row = rows.index(round(target["y"]))
            column = [t for t in s.picker if round(t["y"]) == round(target["y"])].index(target)
            app.key("Down")
            self.wait_for(lambda s: s.focus.startswith("GtkFlowBoxChild#"), "Down moves to the thumbnails")
            for key, times in (("Down", row), ("Right", column)):
                for _ in range(times):
                    before = self.probe().focus
                    app.key(key)
                    self.wait_for(lambda s, b=before: s.focus != b, "%s moves among the thumbnails" % key)
            if self.probe().focus != "GtkFlowBoxChild#%d" % index:
                raise E2EError("the arrows reached %s, not thumbnail %d" % (self.probe().focus, index))
            app.key("Return")
        self.wait_for(lambda s: s.ghost and s.ghost["tile"] == tile["tile"] and not s.picker,
                      "%s is chosen" % tile["tile"])
        for e in turn["before"]:
            self.step(e)
            n += 1
            self.saved(n, "%s before %s" % (e["type"], tile["tile"]))
        n += 1
        s, _ = self.wait_for(lambda s: (s.ghost and s.ghost["tile"] == tile["tile"]) or self.n_saved() >= n,
                             "%s waits to be placed" % tile["tile"])
        if self.n_saved() < n:
            labels = s.board.get("labels", {}) if s.board else {}
            key = "%d,%d" % (x, y)
            if not (s.ghost["x"], s.ghost["y"]) == (x, y):
                if key in labels and labels[key].isdigit():
                    # the spot's number as the board shows it; a one-digit
                    # number that begins another (1 of 1 and 10-19) takes
                    # Enter after it
                    number = int(labels[key])
                    highest = max(int(v) for v in labels.values() if v.isdigit())
                    for digit in str(number):
                        app.key(digit)
                    if number < 10 and number * 10 <= highest:
                        app.key("Return")
                else:
                    app.cursor_to(x, y)
                    app.key("Return")
                self.wait_for(lambda s: self.n_saved() >= n or (s.ghost and (s.ghost["x"], s.ghost["y"]) == (x, y)),
                              "the ghost moves to %d,%d" % (x, y))
            if self.n_saved() < n:
                self.rotate_by_keys(tile["rotation"])
                app.key("Return")
        self.saved(n, "%s placed at %d,%d" % (tile["tile"], x, y))
        return n

    def discard(self, turn, n):
        tile = turn["tile"]
        app = self.app
        if self.strategy == "mouse":
            app.click(id="pick_button")
            s, _ = self.wait_for(lambda s: s.thumbnail(tile["tile"]), "the picker shows %s" % tile["tile"])
            s, r = self.scroll_into(s, lambda s: next((t for t in s.picker if t["tile"] == tile["tile"]), None),
                                    self.picker_scroller)
            self.click_rect(r)
        else:
            app.key("Return")
            s, _ = self.wait_for(lambda s: s.thumbnail(tile["tile"]), "the picker shows %s" % tile["tile"])
            app.type_text(app.caption(s, tile["tile"]).replace("\n", " "))
            app.key("Return")
        for e in turn["before"]:
            self.step(e)
            n += 1
            self.saved(n, e["type"])
        if self.strategy == "mouse":
            app.click(type="GtkButton", action="play.discard")
        else:
            app.key("alt+s")
        n += 1
        self.saved(n, "%s is set aside" % tile["tile"])
        return n

    def turn(self, turn, n, last):
        """Enters @turn (its events begin at record index @n); returns the
        index after it."""
        if turn["tile"]["type"] == "discard":
            if self.pass_pending:
                self.flush_pass(n)
                n += 1
            n = self.discard(turn, n)
        elif self.strategy == "mouse":
            n = self.mouse_tile(turn, n)
        else:
            n = self.keys_tile(turn, n)
        after = turn["after"]
        for i, e in enumerate(after):
            if e["type"] == "pass":
                # no figure: a person who may begins the next turn at once
                if i == len(after) - 1 and not last and self.strategy == "mouse":
                    self.pass_pending = True
                    return n
                self.do_pass()
            else:
                self.step(e)
            n += 1
            self.saved(n, "%s after %s" % (e["type"], turn["tile"]["tile"]))
        return n

    def flush_pass(self, n):
        self.pass_pending = False
        self.do_pass()
        self.saved(n + 1, "no figure")

    def next_starts_with_spot(self, turn):
        """Will the next turn's first click (a spot) stand for the pass?"""
        if turn["tile"]["type"] != "tile":
            return False
        s = self.probe()
        return self.in_figure_step(s) and (turn["tile"]["x"], turn["tile"]["y"]) in s.spots()


def import_game(app, record, workdir):
    """The record's setup as a game of the database, without events."""
    os.makedirs(os.path.dirname(app.db_path), exist_ok=True)
    path = os.path.join(workdir, "setup.json")
    with open(path, "w") as f:
        json.dump(dict(record, events=[]), f)
    out = json.loads(app.cli_fast("import", "--db", app.db_path, path))
    if out["imported"] != 1:
        raise E2EError("carcassonne-cli import: %s" % out)
    return out["games"][0]


def scores(replay):
    return [(p["name"], p["points"]) for p in replay["players"]]


def play_record(args, path, log):
    with open(path) as f:
        record = json.load(f)
    name = os.path.splitext(os.path.basename(path))[0]
    turns = split_turns(record["events"])
    if args.turns is not None:
        turns = turns[:args.turns]
    workdir = tempfile.mkdtemp(prefix="carc-bench-inputs-")
    shots = os.path.join(args.shots, name) if args.shots else None
    app = carc_e2e.App(args.build, workdir, shots=shots, meson=args.meson, log=log, timeout=30)
    game_id = import_game(app, record, workdir)
    results = []
    failed = None
    try:
        app.start()
        app.click(type="AdwActionRow", css="unfinished-game")
        app.wait_for(lambda s: s.page == "play" and s.board is not None, "the game opens")
        player = Player(app, args.strategy, log)
        n = 0
        before = dict(app.counts)
        started = time.monotonic()
        for i, turn in enumerate(turns):
            last = i == len(turns) - 1
            if player.pass_pending and not player.next_starts_with_spot(turn):
                # the last turn's "No Figure", still its input
                player.flush_pass(n)
                n += 1
            if i > 0:
                results.append(counted(name, i - 1, turns[i - 1], before, app.counts, started))
                before = dict(app.counts)
                started = time.monotonic()
            n = player.turn(turn, n, last)
            if shots:
                app.screenshot("turn-%03d" % (i + 1))
        if player.pass_pending:
            player.flush_pass(n)
            n += 1
        if turns:
            results.append(counted(name, len(turns) - 1, turns[-1], before, app.counts, started))
        # the database's game scores as the record does
        saved = app.record(game_id)
        want = app.replay(dict(record, events=record["events"][:n]))
        got = app.replay(saved)
        if len(saved["events"]) != n or scores(got) != scores(want):
            raise E2EError("%s: the database holds %d events scoring %s; the record's first %d score %s"
                           % (name, len(saved["events"]), scores(got), n, scores(want)))
        log("%s: %d turns entered, %d events; scores %s as the record's" % (name, len(turns), n, scores(got)))
    except Exception as e:  # noqa: BLE001 (reported, then the run fails)
        failed = "%s: %s" % (name, e)
        app.screenshot("failed") if shots else None
    finally:
        app.stop()
    if failed is None:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        log("the app's folder is kept: %s" % workdir)
    return results, failed


def counted(game, index, turn, before, after, started):
    d = {k: after[k] - before[k] for k in after}
    row = {"game": game, "turn": index + 1, "tile": turn["tile"]["tile"],
           "events": [e["type"] for e in turn["before"]] + [turn["tile"]["type"]] + [e["type"] for e in turn["after"]],
           "clicks": d["clicks"], "scrolls": d["scrolls"], "keys": d["keys"], "typed": d["typed"],
           "inputs": d["clicks"] + d["scrolls"] + d["keys"], "seconds": round(time.monotonic() - started, 1)}
    print(json.dumps(row), file=sys.stderr, flush=True)
    return row


def summarize(strategy, rows):
    def stats(rs):
        inputs = [r["inputs"] for r in rs]
        return {"turns": len(rs), "median": statistics.median(inputs) if inputs else 0,
                "max": max(inputs) if inputs else 0,
                "typed_median": statistics.median([r["typed"] for r in rs]) if rs else 0,
                "mean": round(statistics.mean(inputs), 2) if inputs else 0}
    out = dict(stats(rows), strategy=strategy)
    out["games"] = {g: stats([r for r in rows if r["game"] == g]) for g in dict.fromkeys(r["game"] for r in rows)}
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--meson", default="meson")
    parser.add_argument("--strategy", choices=("mouse", "keys"), required=True)
    parser.add_argument("--turns", type=int)
    parser.add_argument("--shots")
    parser.add_argument("--summary")
    parser.add_argument("records", nargs="+")
    args = parser.parse_args()

    if not os.environ.get("DISPLAY"):
        print("bench-inputs: skipped: no X display (run under xvfb-run)", file=sys.stderr)
        return 77
    missing = carc_e2e.have_tools()
    if missing:
        print("bench-inputs: skipped: %s is not installed" % missing, file=sys.stderr)
        return 77

    quiet = os.environ.get("CARC_BENCH_INPUTS_VERBOSE") is None

    def log(message):
        if not quiet:
            print("# " + message, file=sys.stderr, flush=True)

    rows = []
    failures = []
    for path in args.records:
        r, failed = play_record(args, path, log)
        rows += r
        if failed:
            failures.append(failed)
            print("bench-inputs: %s" % failed, file=sys.stderr, flush=True)
    summary = summarize(args.strategy, rows)
    text = json.dumps(summary)
    print(text, flush=True)
    if args.summary:
        with open(args.summary, "w") as f:
            f.write(text)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
