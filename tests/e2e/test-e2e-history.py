#!/usr/bin/env python3
"""End-to-end: History with a club's 10,000 games, through the real window.

Issue 24's "Done when": a person opening History with 10,000 games sees it
at once, scrolls smoothly to 2024, searches, opens, continues and deletes
as before. Here that person is xdotool under the X server of $DISPLAY,
driving the app started the README's way (meson devenv) on a copy of the
corpus's database (tests/corpus: 280 distinct games repeated to 10,000,
imported with carcassonne-cli; copied from <build>/corpus by
carc-corpus-db, as the GUI test history-club and the benchmark copy it).
Only keys, clicks and the mouse wheel:

- Alt+H shows History: its first rows are the newest games as
  carcassonne-cli lists them, the header counts "10,000 games", and the
  row widgets are bounded by the viewport (the probe counts the list's
  children: on screen, kept for reuse, the focused one);
- End and Home go to the oldest game and back, Page Down three viewports
  down; the scroll bar (a click in its trough, its slider dragged) and
  the wheel go to 2024 (a month of 2024 under its heading); the rows stay
  bounded and show the database's games at their places at every step;
- a player's name typed into the search (Ctrl+F) filters the list as
  `carcassonne-cli games --search` does, and the header says how many;
- a click on a finished game opens its review, Back returns to the same
  place of the search;
- an unfinished game's Continue button opens it on the play page, nothing
  in the database changed;
- Back and Alt+H show History as it was left; Ctrl+F and Esc end the
  search: every game from the top, the focus on the newest;
- a game deleted by its bin button leaves the list and carcassonne-cli's
  games, its record kept (carcassonne-cli export), and the toast's Undo
  brings it back; one deleted by the Delete key is in Recently Deleted
  (the bar over the list leads there) and its Restore button brings it
  back with every event.

Each step is a TAP subtest. Then the same database in Czech: History's
header with the Czech grouping ("10 000 her") and its screenshot.

Usage: test-e2e-history.py BUILDDIR MESON SCREENSHOTS CORPUS_DB
Prints TAP; without a display or xdotool/xwd, a plan of none skipped
("1..0 # SKIP", exit 0: meson's TAP reading takes exit 77 for an error).

Copyright 2026 The Carcassonne Companion authors
SPDX-License-Identifier: GPL-3.0-or-later
"""

import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import carc_e2e  # noqa: E402
from carc_e2e import E2EError, Tap  # noqa: E402

CLUB_GAMES = 10000
# A row's card is at least this tall (style.css, .history-card), as in
# tests/gui/test-history-club.c
MIN_ROW_HEIGHT = 50
# A player of the corpus's club (tests/corpus/carc-corpus.c). Not one
# with a háček: xdotool types a letter the keyboard map lacks by remapping
# a spare key for it, and under load the app reads the key before the new
# map (the ě of Zdeněk was lost even 120 ms apart); the GUI test
# history-club searches for Zdeněk.
PLAYER = "Radek"


class Unbounded(E2EError):
    """More row widgets than the viewport holds: a failure at once."""


def count(n, sep=","):
    """@n grouped as the app's English shows counts ("10,000")."""
    return format(n, ",").replace(",", sep)


def year_of(game):
    """The local year @game was created in (History's months are local)."""
    created = datetime.datetime.strptime(game["created"], "%Y-%m-%dT%H:%M:%SZ")
    return created.replace(tzinfo=datetime.timezone.utc).astimezone().year


def title_of(game):
    """A row's title as History shows it: "Anna 87 · Ben 75"."""
    seats = ["%s %s" % (p["name"], count(p["score"])) for p in game["players"] if p["name"] is not None]
    return " · ".join(seats) if seats else "No players"


class History:
    """History's list as the probe reports it, and the database beside it."""

    def __init__(self, app):
        self.app = app
        self.max_rows = 0     # row widgets, the list laid out
        self.max_moving = 0   # row widgets, between a scroll and its frame

    def games(self, search=None):
        """The games as carcassonne-cli lists them (History's order: newest
        first)."""
        args = ["games", "--db", self.app.db_path] + (["--search", search] if search else [])
        return json.loads(self.app.cli_fast(*args))

    @staticmethod
    def list_of(s):
        if s.page != "history":
            return None
        lists = s.raw.get("lists") or []
        return lists[0] if lists and "viewport" in lists[0] else None

    @staticmethod
    def bound(lst):
        """The row widgets History may have once it has laid out: as many as
        fit in its viewport, one cut at each edge, four kept for reuse and
        the focused one (tests/gui/test-history-club.c's bound)."""
        return int(lst["viewport"]["height"] // MIN_ROW_HEIGHT) + 2 + 4 + 1

    @staticmethod
    def moving_bound(lst):
        """The row widgets it may have between a scroll and its next frame:
        the rows it measured on the way too (carc-lazy-list.c walks up to
        three viewports row by row; a jump goes by the estimates)."""
        return int(4 * lst["viewport"]["height"] // MIN_ROW_HEIGHT) + 2 + 4 + 1

    def check_rows(self, lst, what, still):
        """Fails at once (not a thing to wait for) when the list has more row
        widgets than its viewport holds."""
        self.max_moving = max(self.max_moving, lst["rows"])
        if still:
            self.max_rows = max(self.max_rows, lst["rows"])
        limit = self.bound(lst) if still else self.moving_bound(lst)
        if lst["rows"] > limit:
            raise Unbounded("%s: %d row widgets for %d games in a viewport %d px high (at most %d%s): History "
                            "makes rows for games that are not on screen"
                            % (what, lst["rows"], lst["items"], lst["viewport"]["height"], limit,
                               "" if still else " while it moves"))

    def rows(self, s):
        """The rows on screen, top to bottom: (position, row widget, title,
        heading or None)."""
        lst = self.list_of(s)
        if lst is None or lst["first"] < 0:
            return []
        # the probe lists the widgets parents first: a row's labels come
        # after it and before the next row (and within its rectangle: a
        # row half under the header bar has the header's title over it)
        starts = [i for i, w in enumerate(s.widgets) if w.type == "CarcHistoryRow"]
        if len(starts) != lst["last"] - lst["first"] + 1:
            raise E2EError("the probe sees %d rows, the list shows %d to %d"
                           % (len(starts), lst["first"], lst["last"]))
        found = []
        for k, start in enumerate(starts):
            w = s.widgets[start]
            end = starts[k + 1] if k + 1 < len(starts) else len(s.widgets)
            inside = [l for l in s.widgets[start + 1:end] if l.type == "GtkLabel"
                      and w.y <= l.centre[1] <= w.y + w.height and w.x <= l.centre[0] <= w.x + w.width]
            title = [l.label for l in inside if "title" in l.css]
            heading = [l.label for l in inside if "history-heading" in l.css]
            found.append((w, title[0] if title else None, heading[0] if heading else None))
        # the row widgets are reused in any order: top to bottom they show
        # the positions first to last
        found.sort(key=lambda r: r[0].y)
        return [(lst["first"] + k,) + r for k, r in enumerate(found)]

    def check(self, s, games, what, still=True):
        """The list has @games' games, its rows are bounded by the viewport
        and each row on screen shows the game the database has at its
        place; returns the rows. @s is a snapshot of the list standing
        still (laid out), unless @still is False."""
        lst = self.list_of(s)
        if lst is None:
            raise E2EError("%s: History's list is not on screen (page %r)" % (what, s.page))
        self.check_rows(lst, what, still)
        if lst["items"] != len(games):
            raise E2EError("%s: the list has %d games, carcassonne-cli %d" % (what, lst["items"], len(games)))
        rows = self.rows(s)
        if not rows:
            raise E2EError("%s: no row on screen" % what)
        for position, _, title, _ in rows:
            if title != title_of(games[position]):
                raise E2EError("%s: the row at %d says %r, the database has %r there (%s)"
                               % (what, position, title, title_of(games[position]), games[position]["id"]))
        return rows

    def wait_check(self, games, what, extra=None, timeout=None):
        """Waits until History shows @games (check()) standing still (the
        same rows in two probes in a row) and @extra(s) is true; returns
        (snapshot, rows)."""
        box = {"last": None}

        def ready(s):
            lst = self.list_of(s)
            if lst is None:
                box["error"] = "History's list is not on screen (page %r)" % s.page
                return None
            state = (lst["items"], lst["first"], lst["last"], lst["rows"], lst["cursor"])
            still = state == box["last"]
            box["last"] = state
            try:
                self.check_rows(lst, what, False)
                if not still:
                    return None
                box["rows"] = self.check(s, games, what)
            except Unbounded as e:
                # not waited out: the wait ends with it
                box["unbounded"] = e
                return True
            except E2EError as e:
                box["error"] = e
                return None
            return extra(s) if extra else True

        try:
            s, _ = self.app.wait_for(ready, what, timeout=timeout)
        except E2EError as e:
            if "error" in box:
                raise E2EError("%s (%s)" % (e, box["error"]))
            raise
        if "unbounded" in box:
            self.app.screenshot("failed-rows")
            raise box["unbounded"]
        return s, box["rows"]

    @staticmethod
    def subtitle(s):
        """The header's subtitle ("10,000 games"), or None."""
        for title in s.find(type="AdwWindowTitle"):
            for label in s.find(type="GtkLabel", css="subtitle", inside=title):
                return label.label
        return None

    def scrollbar_parts(self, s):
        """The vertical scroll bar's trough and slider (the taller and the
        shorter of its two parts), or None."""
        bar = self.scrollbar(s)
        parts = sorted(s.find(type="GtkGizmo", inside=bar), key=lambda w: w.height)
        return (parts[-1], parts[0]) if len(parts) >= 2 and parts[0].height < parts[-1].height else None

    def wait_slider_still(self, start):
        """The slider once it has left @start (its y) and stands still, or
        where it is after a second if it has not moved."""
        seen = {"y": None, "since": time.monotonic()}

        def still(s):
            parts = self.scrollbar_parts(s)
            if parts is None:
                return None
            slider = parts[1]
            same = slider.y == seen["y"]
            seen["y"] = slider.y
            if same and (slider.y != start or time.monotonic() - seen["since"] > 1):
                return slider
            return None

        _, slider = self.app.wait_for(still, "the slider stands still", settled=False)
        return slider

    def travel(self, s):
        """How far the scroll bar's slider goes, in pixels."""
        parts = self.scrollbar_parts(s)
        return parts[0].height - parts[1].height if parts else self.scrollbar(s).height

    def scrollbar(self, s):
        bars = [w for w in s.find(type="GtkScrollbar") if w.height > w.width]
        if not bars:
            raise E2EError("History has no vertical scroll bar on screen")
        return bars[0]

    def wheel(self, s, down, clicks):
        """Turns the mouse wheel over the list by @clicks detents."""
        lst = self.list_of(s)
        v = lst["viewport"]
        self.app.move(v["x"] + v["width"] / 2, v["y"] + v["height"] / 2)
        self.app.xdo("click", "--repeat", clicks, "--delay", 15, 5 if down else 4)
        self.app.counts["scrolls"] += clicks

    def wait_moved(self, games, before, what):
        """Waits until the list's first row is another than @before and the
        list stands still; returns (snapshot, rows)."""
        return self.wait_check(games, what, lambda s: self.list_of(s)["first"] != before)


# ---- the steps -------------------------------------------------------------

def open_history(app, h, tap, club):
    before = time.monotonic()
    app.key("alt+h")
    s, rows = h.wait_check(club, "Alt+H shows History's first rows",
                           lambda s: h.list_of(s)["first"] == 0 and h.subtitle(s) is not None, timeout=30)
    shown = time.monotonic() - before
    lst = h.list_of(s)
    if h.subtitle(s) != "%s games" % count(CLUB_GAMES):
        raise E2EError("History's header says %r, not %r" % (h.subtitle(s), "%s games" % count(CLUB_GAMES)))
    if rows[0][3] is None or not rows[0][3].endswith(str(year_of(club[0]))):
        raise E2EError("the first row's heading is %r, the newest game is of %d" % (rows[0][3], year_of(club[0])))
    # the keys go to the games at once, not to the header's first button
    if not s.focus.startswith("CarcHistoryRow#") or lst["cursor"] != 0:
        raise E2EError("after Alt+H the focus is on %s (the list's focused row %s), not on the newest game's row"
                       % (s.focus, lst["cursor"]))
    app.screenshot("history-10k")
    # (the time to its first frame is the benchmark's, history_10k_ms:
    # this one has the probe's polling in it)
    tap.ok("Alt+H: History shows the newest games, seen %.1f s after the key (rows 0-%d as carcassonne-cli lists them, under "
           "%r) with the focus on the newest, %d row widgets for %s games in a %d px viewport (at most %d), the header says %r"
           % (shown, lst["last"], rows[0][3], lst["rows"], count(lst["items"]), lst["viewport"]["height"],
              h.bound(lst), h.subtitle(s)))
    return s


def focus_list(app, h):
    """Tab until a row of the list has the keyboard focus, as a person
    reaches a list from the header; returns the snapshot."""
    for _ in range(12):
        s = app.probe()
        lst = h.list_of(s)
        if lst is not None and s.focus.startswith("CarcHistoryRow#"):
            return s
        app.key("Tab")
        app.wait_for(lambda t, f=s.focus: t.focus != f, "Tab moves the focus")
    raise E2EError("Tab never reached History's rows (the focus is on %s)" % app.probe().focus)


def keys_end_home(app, h, tap, club):
    focus_list(app, h)
    app.key("End")
    s, rows = h.wait_check(club, "End goes to the oldest game",
                           lambda s: h.list_of(s)["last"] == CLUB_GAMES - 1
                           and h.list_of(s)["cursor"] == CLUB_GAMES - 1)
    oldest = rows[-1]
    app.screenshot("history-10k-end")
    app.key("Home")
    s, _ = h.wait_check(club, "Home goes back to the newest game",
                        lambda s: h.list_of(s)["first"] == 0 and h.list_of(s)["cursor"] == 0)
    tap.ok("End: the oldest game (row %d, %s, %d) has the focus, Home: the newest again; the rows stay bounded"
           % (oldest[0], oldest[2], year_of(club[-1])))


def scroll_to_2024(app, h, tap, club):
    """To a month of 2024 as a person goes there: a click in the scroll
    bar's trough where it should be (GTK's primary click moves the slider
    there), the slider dragged the rest of the way, the wheel for the last
    rows, until the month's heading is on screen."""
    of_2024 = [i for i, g in enumerate(club) if year_of(g) == 2024]
    if not of_2024:
        raise E2EError("the database has no game of 2024")
    # the newest game of a month in the middle of 2024: under its heading
    target = next(i for i in of_2024 if i >= of_2024[len(of_2024) // 2]
                  and club[i]["created"][:7] != club[i - 1]["created"][:7])
    s = app.probe()
    fraction = target / CLUB_GAMES
    inputs = {"trough": 0, "drag": 0, "wheel": 0}
    drag_bias = 0.0
    for step in range(60):
        lst = h.list_of(s)
        rows = h.check(s, club, "scrolling to 2024, step %d" % step)
        if [r for r in rows if r[0] == target and r[3] is not None]:
            break
        distance = target - (lst["first"] + lst["last"]) // 2
        # a pixel of the slider's travel is more than a dozen rows: the
        # last rows by the wheel
        if abs(distance) > 3 * lst["items"] / max(h.travel(s), 1):
            bar = h.scrollbar(s)
            # the pointer over the bar first: an overlay scroll bar shows
            # (and widens) where the pointer is
            app.move(bar.centre[0], bar.y + bar.height * fraction)
            s, (trough, slider) = app.wait_for(lambda t: h.scrollbar_parts(t), "the scroll bar shows its slider")
            travel = trough.height - slider.height
            if abs(distance) > 400 and inputs["trough"] < 4:
                # the first click where the target lies, the next ones as
                # far off as the list showed
                fraction = target / lst["items"] if inputs["trough"] == 0 else \
                    min(max(fraction + distance / lst["items"], 0.0), 1.0)
                app.log("%d rows to go: a click in the trough at %.3f" % (distance, fraction))
                app.click_at(slider.centre[0], trough.y + slider.height / 2 + travel * fraction)
                inputs["trough"] += 1
            else:
                # the slider dragged by the share of the list still to go;
                # it went some pixels further than the pointer (6 here):
                # what the last drag missed by is taken off this one
                dy = distance * travel / lst["items"] - drag_bias
                x, y = slider.centre
                app.log("%d rows to go: the slider dragged %.1f px" % (distance, dy))
                app.move(x, y)
                app.xdo("mousedown", 1)
                for k in range(1, 5):
                    app.move(x, y + dy * k / 4)
                # held until the slider stands still where the pointer took
                # it (released at once, the last motion was lost)
                moved = h.wait_slider_still(slider.y)
                app.xdo("mouseup", 1)
                drag_bias += (moved.y - slider.y) - dy
                app.counts["clicks"] += 1
                inputs["drag"] += 1
        else:
            # the wheel: about a row a detent
            n = max(1, abs(distance))
            app.log("%d rows to go: %d detents of the wheel" % (distance, n))
            h.wheel(s, distance > 0, n)
            inputs["wheel"] += n
        s, _ = h.wait_moved(club, lst["first"], "the list moves (step %d)" % step)
    else:
        raise E2EError("2024's heading at row %d never came on screen (the list shows %d-%d)"
                       % (target, h.list_of(s)["first"], h.list_of(s)["last"]))
    heading = [r[3] for r in rows if r[0] == target][0]
    if not heading.endswith("2024"):
        raise E2EError("the heading over row %d says %r" % (target, heading))
    app.screenshot("history-10k-2024")
    lst = h.list_of(s)
    tap.ok("to 2024 by %d clicks in the scroll bar's trough, %d drags of its slider and %d detents of the wheel: "
           "%r over row %d on screen (rows %d-%d, as the database has them); on the way at most %d row "
           "widgets once laid out (%d between a scroll and its frame)"
           % (inputs["trough"], inputs["drag"], inputs["wheel"], heading, target, lst["first"], lst["last"],
              h.max_rows, h.max_moving))
    return s


def page_down(app, h, tap, club):
    """Page Down from the newest game: a viewport further each time."""
    s = focus_list(app, h)
    for i in range(3):
        before = h.list_of(s)
        app.key("Page_Down")
        # the focus a viewport's rows further (the list's estimate of
        # them), and its row on screen
        s, _ = h.wait_check(club, "Page Down %d moves the focus a viewport down" % (i + 1),
                            lambda t, b=before: h.list_of(t)["cursor"] >= b["cursor"] + (b["last"] - b["first"]) // 2
                            and h.list_of(t)["first"] <= h.list_of(t)["cursor"] <= h.list_of(t)["last"])
    lst = h.list_of(s)
    if lst["first"] == 0:
        raise E2EError("after three Page Downs the list still shows its first row (the focus on %d)" % lst["cursor"])
    app.screenshot("history-10k-page-down")
    tap.ok("Page Down three times: rows %d-%d, the focus on row %d (%d), %d row widgets"
           % (lst["first"], lst["last"], lst["cursor"], year_of(club[lst["cursor"]]), lst["rows"]))


def search(app, h, tap, club):
    found = h.games(PLAYER)
    if not 0 < len(found) < len(club):
        raise E2EError("carcassonne-cli finds %d games of %s" % (len(found), PLAYER))
    app.key("ctrl+f")
    app.wait_for(lambda s: s.focus.startswith(("GtkText", "GtkSearchEntry")),
                 "Ctrl+F puts the focus in the search")
    app.type_text(PLAYER)
    want = "%s games found" % count(len(found))
    s, rows = h.wait_check(found, "the search %r filters the list" % PLAYER,
                           lambda s: h.subtitle(s) == want and h.list_of(s)["first"] == 0)
    for _, _, title, _ in rows:
        if PLAYER not in title:
            raise E2EError("a row found by %r is %r" % (PLAYER, title))
    app.screenshot("history-10k-search")
    lst = h.list_of(s)
    tap.ok("Ctrl+F, %r typed: %s games as carcassonne-cli --search finds them, the header says %r, "
           "%d row widgets" % (PLAYER, count(len(found)), want, lst["rows"]))
    return found


def bring_on_screen(app, h, games, position, what):
    """The wheel until the row at @position is wholly in the viewport;
    returns (snapshot, its row)."""
    s = app.probe()
    for _ in range(60):
        rows = h.check(s, games, what)
        v = h.list_of(s)["viewport"]
        for r in rows:
            if r[0] == position and r[1].y >= v["y"] and r[1].y + r[1].height <= v["y"] + v["height"]:
                return s, r
        lst = h.list_of(s)
        down = position > lst["first"]
        h.wheel(s, down, max(1, min(10, abs(position - lst["first"]) - 1)))
        s, _ = h.wait_moved(games, lst["first"], what)
    raise E2EError("%s: row %d never came on screen" % (what, position))


def open_review(app, h, tap, found):
    s = app.probe()
    rows = h.check(s, found, "before opening a game")
    finished = [r for r in rows if found[r[0]]["finished"]]
    if not finished:
        raise E2EError("no finished game among the rows on screen")
    position, row, title, _ = finished[min(1, len(finished) - 1)]
    game = found[position]
    first = h.list_of(s)["first"]
    label = s.one(type="GtkLabel", css="title", inside=row)
    app.click(label)
    s, _ = app.wait_for(lambda s: s.page == "review" and s.raw.get("game") == game["id"],
                        "a click on %r opens its review" % title)
    missing = [p["name"] for p in game["players"] if not s.has_text(p["name"])]
    if missing:
        raise E2EError("the review of %s does not show %s" % (game["id"], missing))
    app.screenshot("history-10k-review")
    back = s.one(type="GtkButton", action="win.history-back") or s.one(type="GtkButton", id="back_button")
    if back is None:
        raise E2EError("the review has no Back button")
    app.click(back)
    want = "%s games found" % count(len(found))
    s, _ = h.wait_check(found, "Back returns to the search",
                        lambda s: h.subtitle(s) == want and h.list_of(s)["first"] == first)
    tap.ok("a click on %r (row %d, finished) opens its review (the probe's game %s, its players shown); Back: "
           "the search again at row %d" % (title, position, game["id"], first))


def continue_game(app, h, tap, found):
    unfinished = [i for i, g in enumerate(found) if not g["finished"]]
    if not unfinished:
        raise E2EError("no unfinished game of %s" % PLAYER)
    position = unfinished[0]
    game = found[position]
    s, (_, row, title, _) = bring_on_screen(app, h, found, position, "the unfinished game %s" % game["id"])
    button = s.one(type="GtkButton", css="continue-game", inside=row)
    if button is None:
        raise E2EError("the row of the unfinished game %s has no Continue button" % game["id"])
    app.click(button)
    s, _ = app.wait_for(lambda s: s.page == "play" and s.board is not None and s.raw.get("game") == game["id"],
                        "Continue opens %s on the play page" % game["id"])
    missing = [p["name"] for p in game["players"] if not s.has_text(p["name"])]
    if missing:
        raise E2EError("the play page of %s does not show %s" % (game["id"], missing))
    app.screenshot("history-10k-continued")
    saved = [g for g in h.games() if g["id"] == game["id"]]
    if not saved or saved[0]["events"] != game["events"]:
        raise E2EError("after Continue the database has %s for %s, it had %d events"
                       % (saved, game["id"], game["events"]))
    tap.ok("Continue on %r (row %d, unfinished): the play page shows %s (%d events, as saved)"
           % (title, position, game["id"], game["events"]))

    # back to History: the play page's Back to the start, then Alt+H
    app.click(type="GtkButton", action="win.show-start")
    app.wait_for(lambda s: s.page == "start", "Back shows the start page")
    app.key("alt+h")
    want = "%s games found" % count(len(found))
    h.wait_check(found, "Alt+H shows History again as it was left", lambda s: h.subtitle(s) == want)
    tap.ok("the play page's Back, then Alt+H: History as it was left, the search for %r (%r)" % (PLAYER, want))


def delete_by_button(app, h, tap, club):
    # the search still on: Ctrl+F goes back to it, Esc ends it
    app.key("ctrl+f")
    app.wait_for(lambda s: s.focus.startswith(("GtkText", "GtkSearchEntry")), "Ctrl+F puts the focus in the search again")
    app.key("Escape")
    s, rows = h.wait_check(club, "Esc ends the search: History shows every game",
                           lambda s: h.subtitle(s) == "%s games" % count(CLUB_GAMES))
    # a new list starts at its top, and the focus, back in the list, on
    # its first row: not on the row at the place the search's focused row
    # had (it did: the continued game's place, another game of all)
    lst = h.list_of(s)
    if lst["first"] != 0 or lst["cursor"] > 0:
        raise E2EError("after Esc ended the search, History shows rows %d-%d with the focus on row %d (%s), "
                       "not its top" % (lst["first"], lst["last"], lst["cursor"],
                                        title_of(club[lst["cursor"]]) if lst["cursor"] >= 0 else "none"))
    position, row, title, _ = rows[min(2, len(rows) - 1)]
    game = club[position]
    bin_button = s.one(type="GtkButton", css="delete-game", inside=row)
    app.click(bin_button)
    rest = [g for g in club if g["id"] != game["id"]]
    s, _ = h.wait_check(rest, "the bin button deletes %s" % game["id"],
                        lambda s: s.has_text("Game deleted") and s.one(type="GtkButton", label="Undo")
                        and h.subtitle(s) == "%s games" % count(len(rest)))
    # the pointer on the toast's Undo, as a person reaches for it: a toast
    # does not go while the pointer is on it
    undo = s.one(type="GtkButton", label="Undo")
    app.move(*undo.centre)
    app.screenshot("history-10k-deleted-toast")
    listed = h.games()
    if any(g["id"] == game["id"] for g in listed) or len(listed) != CLUB_GAMES - 1:
        raise E2EError("after the bin button carcassonne-cli lists %d games (%s among them: %s)"
                       % (len(listed), game["id"], any(g["id"] == game["id"] for g in listed)))
    record = export(app, game["id"])
    if len(record["events"]) != game["events"]:
        raise E2EError("the deleted game's record has %d events, it had %d" % (len(record["events"]), game["events"]))
    bar = s.one(type="GtkLabel", contains="recently deleted")
    app.click(undo)
    s, _ = h.wait_check(club, "Undo brings %s back" % game["id"],
                        lambda s: h.subtitle(s) == "%s games" % count(CLUB_GAMES))
    if len(h.games()) != CLUB_GAMES:
        raise E2EError("after Undo carcassonne-cli lists %d games" % len(h.games()))
    tap.ok("Ctrl+F, Esc: every game again from the top, the focus on the newest; the bin button of %r (row %d): the toast, %s games, carcassonne-cli no longer lists it but "
           "exports its %d events%s; Undo: back at row %d, %s games"
           % (title, position, count(len(rest)), game["events"],
              ", the bar says %r" % bar.label if bar else "", position, count(CLUB_GAMES)))


def delete_by_key(app, h, tap, club):
    s = focus_list(app, h)
    app.key("Home")
    app.wait_for(lambda s: h.list_of(s)["cursor"] == 0, "Home moves the focus to the newest game")
    app.key("Down", "Down", "Down")
    s, _ = app.wait_for(lambda s: h.list_of(s)["cursor"] == 3, "Down three times moves the focus to row 3")
    position = h.list_of(s)["cursor"]
    game = club[position]
    app.key("Delete")
    rest = [g for g in club if g["id"] != game["id"]]
    s, _ = h.wait_check(rest, "the Delete key deletes %s" % game["id"],
                        lambda s: s.has_text("Game deleted") and h.subtitle(s) == "%s games" % count(len(rest)))
    if any(g["id"] == game["id"] for g in h.games()):
        raise E2EError("after the Delete key carcassonne-cli still lists %s" % game["id"])
    s, _ = app.wait_for(lambda s: s.one(type="GtkButton", label="Show", action="history.show-deleted"),
                        "the bar over the list leads to the deleted games")
    app.click(type="GtkButton", label="Show", action="history.show-deleted")
    s, rows = h.wait_check([game], "Recently Deleted lists %s" % game["id"],
                           lambda s: h.subtitle(s) == "1 game, kept for 30 days")
    app.screenshot("history-10k-recently-deleted")
    restore = s.one(type="GtkButton", css="restore-game", inside=rows[0][1])
    app.click(restore)
    app.wait_for(lambda s: s.has_text("Game restored"), "the toast says the game is restored")
    listed = {g["id"]: g for g in h.games()}
    if len(listed) != CLUB_GAMES or listed.get(game["id"], {}).get("events") != game["events"]:
        raise E2EError("after Restore carcassonne-cli lists %d games, %s with %s events (it had %d)"
                       % (len(listed), game["id"], listed.get(game["id"], {}).get("events"), game["events"]))
    app.click(type="GtkButton", action="history.back")
    h.wait_check(club, "Back: History with every game", lambda s: h.subtitle(s) == "%s games" % count(CLUB_GAMES))
    tap.ok("Home, Down ×3, Delete: %s (row %d) deleted, in Recently Deleted by the bar's Show; its Restore button: "
           "carcassonne-cli lists it again with its %d events, %s games" %
           (title_of(game), position, game["events"], count(CLUB_GAMES)))


def czech(build_dir, meson, shots, corpus_db, tap):
    """The same database in Czech: the header's count grouped as a Czech
    desktop groups digits."""
    workdir = tempfile.mkdtemp(prefix="carc-e2e-history-cs-")
    app = carc_e2e.App(build_dir, workdir, shots=shots, meson=meson, lang="cs_CZ.UTF-8", language="cs")
    try:
        copy_corpus(corpus_db, app)
        app.start()
        h = History(app)
        club = h.games()
        app.key("alt+h")
        # glibc's Czech LC_NUMERIC groups by a narrow no-break space
        want = "%s her" % count(CLUB_GAMES, "\u202f")
        s, _ = h.wait_check(club, "Alt+H shows History in Czech", lambda s: h.subtitle(s) == want, timeout=30)
        app.screenshot("history-10k-cs")
        tap.ok("in Czech: Alt+H, the header says “%s” (a narrow no-break space between the digits)" % want)
    finally:
        app.stop()
        shutil.rmtree(workdir, ignore_errors=True)


def export(app, game_id):
    """carcassonne-cli export of @game_id: its record as the database
    holds it (deleted or not)."""
    fd, path = tempfile.mkstemp(suffix=".json", dir=app.workdir)
    os.close(fd)
    try:
        app.cli_fast("export", "--db", app.db_path, "--game", game_id, path)
        with open(path) as f:
            return json.load(f)
    finally:
        os.unlink(path)


def copy_corpus(corpus_db, app):
    os.makedirs(os.path.dirname(app.db_path), exist_ok=True)
    before = time.monotonic()
    r = subprocess.run([corpus_db, str(CLUB_GAMES), app.db_path], capture_output=True, text=True)
    if r.returncode != 0:
        raise E2EError("carc-corpus-db: %s" % r.stderr.strip())
    return time.monotonic() - before


def main():
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    build_dir, meson, shots, corpus_db = sys.argv[1:5]
    skip = carc_e2e.skip_reason()
    if skip:
        print("1..0 # SKIP %s" % skip)
        return 0

    if os.path.isdir(shots):
        shutil.rmtree(shots)
    workdir = tempfile.mkdtemp(prefix="carc-e2e-history-")
    tap = Tap()
    app = carc_e2e.App(build_dir, workdir, shots=shots, meson=meson)
    h = History(app)
    started = time.monotonic()
    step = "the club's database"
    try:
        took = copy_corpus(corpus_db, app)
        club = h.games()
        if len(club) != CLUB_GAMES:
            raise E2EError("carcassonne-cli lists %d games in the corpus's database" % len(club))
        app.start()
        tap.ok("the app starts the README's way on a copy of the club's database (ready in %.1f s): "
               "carcassonne-cli lists %s games, %d unfinished"
               % (took, count(len(club)), sum(1 for g in club if not g["finished"])))
        found = None
        # each step on the games it shows: all of them, or those found
        for step, run, games in (("Alt+H", open_history, "all"), ("End and Home", keys_end_home, "all"),
                                 ("Page Down", page_down, "all"), ("to 2024", scroll_to_2024, "all"),
                                 ("the search", search, "all"), ("a review", open_review, "found"),
                                 ("Continue", continue_game, "found"), ("the bin button", delete_by_button, "all"),
                                 ("the Delete key", delete_by_key, "all")):
            shown = run(app, h, tap, club if games == "all" else found)
            if run is search:
                found = shown
        app.quit()
        step = "Czech"
        czech(build_dir, meson, shots, corpus_db, tap)
    except Exception as e:  # noqa: BLE001 (any failure ends the run, reported)
        carc_e2e.fail_run(tap, "History with %s games through the real window: %s" % (count(CLUB_GAMES), step),
                          e, workdir)
    finally:
        app.stop()
    return carc_e2e.end_run(tap, workdir, "counts: %s; %.1f s" % (app.counts, time.monotonic() - started))


if __name__ == "__main__":
    sys.exit(main())
