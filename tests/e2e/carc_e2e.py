"""carc_e2e: drive the real Carcassonne Companion window with real X input.

The app is started the README's way (``meson devenv -C BUILD
carcassonne-companion``) with a data and config folder of its own, and
driven with xdotool: real pointer moves, button presses and key presses
that the X server delivers to the window, with real keyboard focus. Nothing
calls into a widget.

What a person sees is read in two ways:

- screenshots of the X screen (xwd, saved as PNG by this module);
- the app's probe, which exists only when the environment variable
  CARC_E2E_PROBE names a folder (src/gui/app/carc-e2e-probe.c): on SIGUSR1
  the app writes there, as JSON, where each widget that is on screen lies
  in the window (its type, buildable id, visible label, tooltip, action,
  sensitivity, whether it has the focus) and where the board's cells,
  marked spots and numbered choices are drawn. The probe only reports; the
  test decides where to click from it, as a person decides from what the
  screen shows.

Outcomes are read from the games database with carcassonne-cli (``games``,
``export``, ``replay``), never from the app's memory.

Every wait polls a condition with a deadline (no fixed sleeps), and each
input is counted (``App.counts``: clicks, key presses, characters typed),
so that benchmarks of inputs per turn can be built on the same driver.

Only Python 3's standard library (Debian's python3) and xdotool / xwd
(Debian packages xdotool and x11-apps) are used.

Copyright 2026 The Carcassonne Companion authors
SPDX-License-Identifier: GPL-3.0-or-later
"""

import json
import os
import shutil
import signal
import struct
import subprocess
import tempfile
import time
import traceback
import zlib

__all__ = ["App", "E2EError", "xwd_to_png", "Snapshot", "Tap", "Widget"]


class E2EError(AssertionError):
    """A condition the test waited for did not come (or a step failed)."""


class Tap:
    """A test's TAP output: one line a step, the reason under a failure."""

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


# ---- screenshots -------------------------------------------------------

def xwd_to_png(xwd_path, png_path):
    """Converts an xwd dump (ZPixmap, 24/32 bits per pixel, as Xvfb's
    screens are) to an RGB PNG."""
    with open(xwd_path, "rb") as f:
        data = f.read()
    header = struct.unpack(">25I", data[:100])
    (header_size, _version, pixmap_format, _depth, width, height, _xoffset,
     byte_order, _unit, _bit_order, _pad, bits_per_pixel, bytes_per_line,
     _visual, red_mask, green_mask, blue_mask, _bits_rgb, _cmap_entries,
     ncolors) = header[:20]
    if pixmap_format != 2 or bits_per_pixel not in (24, 32):
        raise E2EError("xwd: unsupported format %d/%d bpp" % (pixmap_format, bits_per_pixel))
    offset = header_size + ncolors * 12
    step = bits_per_pixel // 8

    def shift(mask):
        s = 0
        while mask and not mask & 1:
            mask >>= 1
            s += 1
        return s

    rs, gs, bs = shift(red_mask), shift(green_mask), shift(blue_mask)
    order = "little" if byte_order == 0 else "big"
    rows = bytearray()
    for y in range(height):
        line = data[offset + y * bytes_per_line: offset + y * bytes_per_line + width * step]
        rows.append(0)
        if step == 4 and order == "little" and (rs, gs, bs) == (16, 8, 0):
            # B G R X: the common case, fast
            px = bytearray(width * 3)
            px[0::3] = line[2::4]
            px[1::3] = line[1::4]
            px[2::3] = line[0::4]
            rows += px
            continue
        for x in range(width):
            v = int.from_bytes(line[x * step:(x + 1) * step], order)
            rows += bytes(((v & red_mask) >> rs, (v & green_mask) >> gs, (v & blue_mask) >> bs))

    def chunk(kind, payload):
        body = kind + payload
        return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xffffffff)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 6))
    png += chunk(b"IEND", b"")
    with open(png_path, "wb") as f:
        f.write(png)


# ---- what the probe reports --------------------------------------------

class Widget:
    """One widget on screen as the probe saw it: ``x``, ``y``, ``width``,
    ``height`` in the window (pixels from its top left corner), ``type``
    (GType name), ``id`` (buildable id or ""), ``label`` (the visible
    text of a button or label, mnemonic underscores removed), ``tooltip``,
    ``action``, ``sensitive``, ``focus`` and ``css`` (classes)."""

    def __init__(self, d):
        self.__dict__.update(d)

    @property
    def centre(self):
        return (self.x + self.width / 2.0, self.y + self.height / 2.0)

    def __repr__(self):
        return "<%s %r %r at %d,%d %dx%d%s>" % (self.type, self.id, self.label, self.x, self.y,
                                               self.width, self.height, " focus" if self.focus else "")


class Snapshot:
    """One answer of the probe."""

    def __init__(self, d):
        self.raw = d
        self.serial = d["serial"]
        self.page = d.get("page", "")
        self.focus = d.get("focus", "")
        self.settled = d.get("settled", True)
        self.widgets = [Widget(w) for w in d.get("widgets", [])]
        self.board = d.get("board")
        self.picker = d.get("picker", [])
        self.ghost = d.get("ghost")

    def find(self, label=None, type=None, id=None, action=None, css=None, contains=None,
             sensitive=None, inside=None):
        """Widgets matching every criterion given: ``label`` the whole
        visible text, ``contains`` a part of it, ``type`` a GType name (or
        a tuple of names), ``css`` a class; ``inside`` a Widget whose
        rectangle must hold the widget's centre."""
        out = []
        for w in self.widgets:
            if label is not None and w.label != label:
                continue
            if contains is not None and contains not in w.label:
                continue
            if type is not None and w.type not in ((type,) if isinstance(type, str) else type):
                continue
            if id is not None and w.id != id:
                continue
            if action is not None and w.action != action:
                continue
            if css is not None and css not in w.css:
                continue
            if sensitive is not None and w.sensitive != sensitive:
                continue
            if inside is not None:
                cx, cy = w.centre
                if not (inside.x <= cx <= inside.x + inside.width and inside.y <= cy <= inside.y + inside.height):
                    continue
            out.append(w)
        return out

    def one(self, **criteria):
        found = self.find(**criteria)
        return found[0] if found else None

    def thumbnail(self, tile):
        """The picker's thumbnail of tile @tile (an id), or None."""
        for t in self.picker:
            if t["tile"] == tile:
                return Widget(dict(t, type="thumbnail", id=tile, label="", tooltip="", action="",
                                   sensitive=True, focus=False, active=False, css=[]))
        return None

    def texts(self):
        return [w.label for w in self.widgets if w.label]

    def has_text(self, part):
        return any(part in t for t in self.texts())

    def cell_centre(self, x, y):
        """Where the centre of board cell (x, y) is drawn, in the window."""
        b = self.board
        if b is None:
            raise E2EError("no board on screen")
        ts = b["tile_size"]
        return (b["x"] + b["origin_x"] + (x + 0.5) * ts, b["y"] + b["origin_y"] + (y + 0.5) * ts)

    def cell_visible(self, x, y, margin=0.5):
        b = self.board
        if b is None:
            return False
        cx, cy = self.cell_centre(x, y)
        m = b["tile_size"] * margin
        return b["x"] + m <= cx <= b["x"] + b["width"] - m and b["y"] + m <= cy <= b["y"] + b["height"] - m

    def spots(self):
        return [tuple(s) for s in (self.board or {}).get("spots", [])]

    def choices(self):
        """The numbered choices drawn on the board: (number, x, y) in the
        window, for figure places and point choices (a crown space, a
        tower, a figure the Plague takes)."""
        b = self.board or {}
        return [(c["number"], b["x"] + c["x"], b["y"] + c["y"]) for c in b.get("choices", [])]


# ---- the app -------------------------------------------------------------

class App:
    """The app under test, started the README's way.

    ``App(build_dir, workdir)`` gives it ``workdir/data`` and
    ``workdir/config`` as XDG_DATA_HOME and XDG_CONFIG_HOME (so its games
    database is ``workdir/data/io.github.CarcassonneCompanion/games.sqlite3``), the
    memory GSettings backend and a probe folder; ``shots`` is where
    ``screenshot()`` saves PNGs."""

    def __init__(self, build_dir, workdir, shots=None, lang="C.UTF-8", language="en",
                 width=1280, height=800, meson="meson", env=None, timeout=20.0, log=None):
        self.build_dir = os.path.abspath(build_dir)
        self.workdir = os.path.abspath(workdir)
        self.shots = shots
        self.lang = lang
        self.language = language
        self.width = width
        self.height = height
        self.meson = meson
        self.extra_env = dict(env or {})
        self.timeout = timeout
        self.log = log or (lambda message: print("# " + message, flush=True))
        self.proc = None
        self.pid = None
        self.window = None
        self.serial = 0
        self.counts = {"clicks": 0, "keys": 0, "typed": 0, "scrolls": 0}
        self.probe_dir = os.path.join(self.workdir, "probe")
        for d in ("data", "config", "cache", "probe"):
            os.makedirs(os.path.join(self.workdir, d), exist_ok=True)
        if shots:
            os.makedirs(shots, exist_ok=True)

    # -- life --

    @property
    def db_path(self):
        return os.path.join(self.workdir, "data", "io.github.CarcassonneCompanion", "games.sqlite3")

    def environment(self):
        env = dict(os.environ)
        for k in ("LC_ALL", "LANGUAGE", "CARC_LOCALEDIR", "GTK_THEME"):
            env.pop(k, None)
        env.update({
            "XDG_DATA_HOME": os.path.join(self.workdir, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.workdir, "config"),
            "XDG_CACHE_HOME": os.path.join(self.workdir, "cache"),
            "GSETTINGS_BACKEND": "memory",
            "LANG": self.lang,
            "LANGUAGE": self.language,
            "CARC_E2E_PROBE": self.probe_dir,
            "GSK_RENDERER": "cairo",
            "NO_AT_BRIDGE": "1",
            "GTK_A11Y": "none",
            "ADW_DISABLE_PORTAL": "1",
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
        })
        env.update(self.extra_env)
        return env

    def start(self):
        """Starts the app and waits until its window is mapped, sized,
        focused and answers the probe."""
        for name in os.listdir(self.probe_dir):
            os.unlink(os.path.join(self.probe_dir, name))
        self.stdout = open(os.path.join(self.workdir, "app-output.txt"), "ab")
        wrapper = os.environ.get("CARC_E2E_WRAPPER", "").split()
        self.proc = subprocess.Popen([self.meson, "devenv", "-C", self.build_dir] + wrapper + ["carcassonne-companion"],
                                     env=self.environment(), stdout=self.stdout, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL)
        pid_file = os.path.join(self.probe_dir, "pid")
        self.wait(lambda: os.path.exists(pid_file) and open(pid_file).read().strip(), "the app's probe starts",
                  timeout=60, check_alive=True)
        self.pid = int(open(pid_file).read().strip())
        self.window = self.wait(self._find_window, "the app's window maps", timeout=60, check_alive=True)
        self.xdo("windowsize", "--sync", self.window, str(self.width), str(self.height), check=False)
        self.xdo("windowmove", "--sync", self.window, "0", "0", check=False)
        self.focus_window()
        self.wait(lambda: self.geometry()[2:] == (self.width, self.height) and self.probe().raw.get("active"),
                  "the window is %dx%d and active" % (self.width, self.height), timeout=30)
        return self

    def geometry(self):
        """The X window's x, y, width and height on the screen."""
        out = self.xdo("getwindowgeometry", "--shell", self.window, capture=True)
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return (int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))

    def _find_window(self):
        out = self.xdo("search", "--onlyvisible", "--pid", str(self.pid), capture=True, check=False)
        ids = [line for line in out.split() if line.strip()]
        return ids[-1] if ids else None

    def focus_window(self):
        # No window manager under Xvfb: the window is given the X input
        # focus as a window manager would when it is clicked or mapped.
        self.xdo("windowfocus", "--sync", self.window, check=False)

    def alive(self):
        return self.pid is not None and os.path.exists("/proc/%d" % self.pid) and \
            not open("/proc/%d/stat" % self.pid).read().split(")")[-1].split()[0] == "Z"

    def kill9(self):
        """kill -9 the app itself (not the meson devenv around it)."""
        self.log("kill -9 %d" % self.pid)
        os.kill(self.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.proc = None
        self.pid = None
        self.window = None

    def quit(self):
        """Ctrl+Q, as a person quits; then waits for the process to end."""
        if self.proc is None:
            return
        self.key("ctrl+q")
        try:
            self.proc.wait(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            self.log("the app did not quit on Ctrl+Q: terminating it")
            self.proc.terminate()
            self.proc.wait(timeout=10)
        self.proc = None
        self.pid = None

    def stop(self):
        """Ends the app whatever its state (for clean-ups)."""
        if self.proc is not None:
            if self.pid is not None and self.alive():
                os.kill(self.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                if self.pid is not None and self.alive():
                    os.kill(self.pid, signal.SIGKILL)
                self.proc.kill()
                self.proc.wait(timeout=10)
            self.proc = None

    # -- waiting --

    def wait(self, condition, what, timeout=None, interval=0.05, check_alive=False):
        """Polls @condition until it returns something true, which is
        returned; raises E2EError naming @what after @timeout seconds."""
        deadline = time.monotonic() + (timeout or self.timeout)
        last_error = None
        while True:
            if check_alive and self.proc is not None and self.proc.poll() is not None:
                raise E2EError("the app exited (status %s) before %s" % (self.proc.returncode, what))
            try:
                value = condition()
                if value:
                    return value
            except E2EError as e:
                last_error = e
            if time.monotonic() > deadline:
                raise E2EError("timed out waiting until %s%s" % (what, (": %s" % last_error) if last_error else ""))
            time.sleep(interval)
            interval = min(interval * 1.5, 0.25)

    # -- the probe --

    def probe(self):
        """Asks the app where everything is (SIGUSR1) and returns the
        Snapshot it writes."""
        if self.pid is None:
            raise E2EError("the app is not running")
        self.serial += 1
        path = os.path.join(self.probe_dir, "widgets.json")
        request = os.path.join(self.probe_dir, "request")
        with open(request + ".tmp", "w") as f:
            f.write(str(self.serial))
        os.replace(request + ".tmp", request)
        os.kill(self.pid, signal.SIGUSR1)
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                with open(path) as f:
                    d = json.load(f)
                if d.get("serial") == self.serial:
                    return Snapshot(d)
            except (OSError, ValueError):
                pass
            if time.monotonic() > deadline:
                raise E2EError("the app did not answer the probe (serial %d)" % self.serial)
            time.sleep(0.02)

    def wait_for(self, predicate, what, timeout=None, settled=True):
        """Waits until predicate(snapshot) is true (and, with @settled,
        nothing on screen is moving: no page sliding, no revealer
        opening); returns (snapshot, value)."""
        box = {}

        def check():
            s = self.probe()
            if settled and not s.settled:
                return None
            v = predicate(s)
            box["s"], box["v"] = s, v
            return v

        try:
            self.wait(check, what, timeout=timeout)
        except E2EError:
            s = box.get("s")
            if s is not None:
                self.log("focus: %s; page: %s; texts: %s" % (s.focus, s.page, s.texts()[:60]))
            self.screenshot("failed-" + "".join(c if c.isalnum() else "-" for c in what)[:60])
            raise
        return box["s"], box["v"]

    def wait_widget(self, what=None, timeout=None, **criteria):
        """Waits for a sensitive widget matching @criteria (Snapshot.find)
        and returns it."""
        criteria.setdefault("sensitive", True)
        _, w = self.wait_for(lambda s: s.one(**criteria), what or "a widget %r is on screen" % (criteria,),
                             timeout=timeout)
        return w

    # -- input: real X events --

    def xdo(self, *args, capture=False, check=True):
        r = subprocess.run(["xdotool"] + [str(a) for a in args], capture_output=True, text=True)
        if check and r.returncode != 0:
            raise E2EError("xdotool %s: %s" % (" ".join(map(str, args)), r.stderr.strip()))
        return r.stdout if capture else r.returncode

    def move(self, x, y):
        self.xdo("mousemove", "--window", self.window, int(round(x)), int(round(y)))

    def click_at(self, x, y, button=1):
        """Moves the pointer to (@x, @y) in the window and clicks."""
        self.move(x, y)
        self.xdo("click", button)
        self.counts["clicks"] += 1

    def visible_area(self, snapshot):
        """The part of the window a page's content shows in: below the
        header bar, above the window's bottom edge."""
        top = 0
        for bar in snapshot.find(type="AdwHeaderBar"):
            top = max(top, bar.y + bar.height)
        return top, self.height

    def wait_still(self, what=None, **criteria):
        """Waits until the widget matching @criteria is on screen and has
        stopped moving (the same rectangle in two probes in a row: a page
        may still be scrolling); returns it."""
        last = [None]

        def still(s):
            w = s.one(**criteria)
            rect = None if w is None else (w.x, w.y, w.width, w.height)
            same = rect is not None and rect == last[0]
            last[0] = rect
            return w if same else None

        _, w = self.wait_for(still, what or "a widget %r is on screen and still" % (criteria,))
        return w

    def reveal(self, what=None, **criteria):
        """Scrolls (the mouse wheel over the page) until the widget
        matching @criteria is wholly in view; returns it. A widget that
        does not scroll is taken as it is if its middle shows."""
        criteria.setdefault("sensitive", True)
        for _ in range(60):
            w = self.wait_still(what=what, **criteria)
            s = self.probe()
            top, bottom = self.visible_area(s)
            if w.y >= top and w.y + w.height <= bottom:
                return w
            # the header bar's own buttons never scroll
            if any(s.find(type="AdwHeaderBar", inside=None) and
                   bar.x <= w.centre[0] <= bar.x + bar.width and bar.y <= w.centre[1] <= bar.y + bar.height
                   for bar in s.find(type="AdwHeaderBar")):
                return w
            # the wheel over the widget's own column: the side panel
            # scrolls there, the board would zoom
            self.move(min(max(w.centre[0], 1), self.width - 2), (top + bottom) / 2)
            before = (w.y, w.x)
            self.xdo("click", 5 if w.y + w.height > bottom else 4)
            self.counts["scrolls"] += 1
            deadline = time.monotonic() + 2
            moved = False
            while time.monotonic() < deadline and not moved:
                v = self.probe().one(**criteria)
                moved = v is not None and (v.y, v.x) != before
                time.sleep(0.05)
            if not moved and top <= w.centre[1] <= bottom:
                return w
        raise E2EError("could not scroll %r into view" % (criteria,))

    def click(self, widget_or_criteria=None, **criteria):
        """Clicks the middle of a Widget, or of the sensitive widget
        matching @criteria once it is on screen; returns the widget."""
        w = widget_or_criteria if isinstance(widget_or_criteria, Widget) else self.reveal(**criteria)
        self.log("click %r" % (w,))
        self.click_at(*w.centre)
        return w

    def key(self, *keys):
        """Presses and releases each key (xdotool names: "1", "Escape",
        "Return", "ctrl+z", "F9", "Left") in turn."""
        for k in keys:
            self.log("key %s" % k)
            self.xdo("key", "--clearmodifiers", k)
            self.counts["keys"] += 1

    def type_text(self, text):
        """Types @text character by character (counted apart from keys)."""
        self.log("type %r" % text)
        self.xdo("type", "--delay", "30", text)
        self.counts["typed"] += len(text)

    # -- the board --

    def show_cell(self, x, y):
        """Makes board cell (x, y) visible (Ctrl+0 fits the board) and
        returns the snapshot."""
        s = self.probe()
        if not s.cell_visible(x, y):
            self.key("ctrl+0")
            s, _ = self.wait_for(lambda s: s.cell_visible(x, y), "cell %d,%d is on screen" % (x, y))
        return s

    def click_cell(self, x, y):
        s = self.show_cell(x, y)
        self.log("click cell %d,%d" % (x, y))
        self.click_at(*s.cell_centre(x, y))

    def click_choice(self, number):
        """Clicks the numbered choice @number drawn on the board."""
        s, c = self.wait_for(lambda s: [c for c in s.choices() if c[0] == number],
                             "choice %d is drawn on the board" % number)
        self.log("click board choice %d" % number)
        self.click_at(c[0][1], c[0][2])

    # -- entering a turn, as a person does --

    def spot_tiles(self, snapshot):
        """The spot popover's tiles, as drawn: dicts of tile, rotation and
        rectangle; none until the popover is laid out."""
        items = snapshot.raw.get("spot_tiles", [])
        return items if laid_out(items) else []

    def choose_at_spot(self, x, y, tile):
        """Mouse: clicks the open spot (x, y), then "Pick Tile" in the
        popover of the tiles that fit there, then the picker's thumbnail
        of @tile; waits for its ghost."""
        self.click_cell(x, y)
        self.wait_for(lambda s: self.spot_tiles(s), "the tiles that fit %d,%d are offered" % (x, y))
        self.click(type="GtkButton", id="pick_button")
        s, thumb = self.wait_for(lambda s: s.thumbnail(tile), "the picker offers %s at %d,%d" % (tile, x, y))
        self.click(thumb)
        self.wait_for(lambda s: s.ghost and s.ghost["tile"] == tile, "the ghost of %s shows" % tile)

    def place_at_spot(self, x, y, tile=None, rotation=None, pass_first=False):
        """Mouse, the spot first: clicks the open spot (x, y) (with
        @pass_first, a spot of the next turn marked during the figure
        step), then the popover's picture of @tile turned @rotation
        degrees (None: the first one offered). Returns the item clicked
        (tile, rotation)."""
        self.click_cell(x, y)
        s, items = self.wait_for(lambda s: self.spot_tiles(s), "the tiles that fit %d,%d are offered" % (x, y))
        found = [i for i in items if (tile is None or i["tile"] == tile)
                 and (rotation is None or i["rotation"] == rotation)]
        if not found:
            raise E2EError("the popover at %d,%d offers %s, not %s turned %s"
                           % (x, y, [(i["tile"], i["rotation"]) for i in items], tile, rotation))
        item = found[0]
        self.log("click spot tile %s %d" % (item["tile"], item["rotation"]))
        self.click_at(item["x"] + item["width"] / 2.0, item["y"] + item["height"] / 2.0)
        self.wait_for(lambda s: not self.spot_tiles(s), "the popover closes")
        return item

    def caption(self, snapshot, tile):
        """The words under @tile's thumbnail, as the picker shows them."""
        thumb = snapshot.thumbnail(tile)
        if thumb is None:
            return None
        labels = [w for w in snapshot.find(type="GtkLabel", inside=thumb) if "caption" in w.css]
        return labels[0].label if labels else None

    def choose_by_keys(self, tile):
        """Keyboard: Enter opens the picker (the search has the focus),
        the words under @tile's thumbnail are typed, and Enter takes the
        first tile shown, or the tile's number key if another comes
        first; waits until @tile is chosen."""
        self.key("Return")
        s, _ = self.wait_for(lambda s: s.thumbnail(tile), "the picker shows %s" % tile)
        words = self.caption(s, tile)
        if words:
            words = words.replace("\n", " ")
            self.type_text(words)
            s = self.wait_picker_settled(words, tile)
        index = [t["tile"] for t in s.picker].index(tile)
        if index == 0:
            self.key("Return")
        elif s.thumbnail(tile).number > 0:
            self.key(str(s.thumbnail(tile).number % 10))
        else:
            # Down goes from the search to the first thumbnail, the arrows
            # along them, Enter takes the one that has the focus.
            self.key("Down")
            self.wait_for(lambda s: s.focus.startswith("GtkFlowBoxChild#"), "Down moves to the thumbnails")
            for _ in range(index):
                before = self.probe().focus
                self.key("Right")
                self.wait_for(lambda s, b=before: s.focus != b, "Right moves along the thumbnails")
            if self.probe().focus != "GtkFlowBoxChild#%d" % index:
                raise E2EError("the arrows reached %s, not thumbnail %d" % (self.probe().focus, index))
            self.key("Return")
        self.wait_for(lambda s: s.ghost and s.ghost["tile"] == tile, "%s is chosen" % tile)

    def wait_picker_settled(self, words, tile):
        """After typing @words: waits until the search field shows them
        and the thumbnails have stopped changing (the search waits a
        moment after the last key before it filters) with @tile among
        them; returns the snapshot."""
        seen = {"list": None, "since": None}

        def settled(s):
            field = [w for w in s.find(type="GtkSearchEntry") if w.label == words]
            shown = [t["tile"] for t in s.picker]
            now = time.monotonic()
            if not field or tile not in shown:
                seen["list"] = None
                return False
            if shown != seen["list"]:
                seen["list"], seen["since"] = shown, now
                return False
            return now - seen["since"] >= 0.4

        s, _ = self.wait_for(settled, "the search %r shows %s" % (words, tile))
        return s

    def cursor_to(self, x, y):
        """Keyboard: arrow keys until the board's cursor is on (x, y)."""
        for _ in range(40):
            s = self.probe()
            cx, cy = s.board["cursor"]
            if (cx, cy) == (x, y):
                return
            if cx != x:
                self.key("Right" if cx < x else "Left")
            else:
                self.key("Down" if cy < y else "Up")
            self.wait_for(lambda s, c=(cx, cy): tuple(s.board["cursor"]) != c, "the cursor moves")
        raise E2EError("the cursor did not reach %d,%d" % (x, y))

    def place_by_keys(self, x, y, rotation):
        """Keyboard: the chosen tile to (x, y) (arrows, then Enter moves
        its ghost there, unless it stands there already), turned
        @rotation degrees (R), placed (Enter)."""
        s = self.probe()
        if not (s.ghost and (s.ghost["x"], s.ghost["y"]) == (x, y)):
            self.cursor_to(x, y)
            self.key("Return")
            self.wait_for(lambda s: s.ghost and (s.ghost["x"], s.ghost["y"]) == (x, y),
                          "the ghost moves to %d,%d" % (x, y))
        self.rotate_to(rotation)
        self.key("Return")

    def rotate_to(self, rotation, key="r"):
        """Keyboard: R until the ghost is turned @rotation degrees."""
        for _ in range(5):
            s = self.probe()
            if s.ghost and s.ghost["rotation"] == rotation:
                return
            before = s.ghost["rotation"] if s.ghost else None
            self.key(key)
            self.wait_for(lambda s: s.ghost and s.ghost["rotation"] != before, "the ghost turns")
        raise E2EError("the ghost never turned to %d" % rotation)

    def numbered(self, snapshot, contains, action=None):
        """The number a button of the turn bar or a prompt shows before
        @contains ("1 · City" → 1), or None."""
        for w in snapshot.find(type=("GtkButton", "GtkToggleButton"), contains=contains):
            if action is not None and w.action != action:
                continue
            head = w.label.split(" ", 1)[0].rstrip(":")
            if head.isdigit():
                return int(head)
        return None

    def type_number(self, number, snapshot=None):
        """The keys of a numbered choice: its digits in turn (12 is 1, 2);
        with ten choices or more, a one-digit number that also begins
        another (1 of 1 and 10-13) is confirmed with Enter, as the turn
        bar then says."""
        s = snapshot or self.probe()
        highest = max([c[0] for c in s.choices()] + [0])
        for digit in str(number):
            self.key(digit)
        if number < 10 and number * 10 <= highest:
            self.key("Return")

    def cli_fast(self, *args):
        """carcassonne-cli from the build tree directly (for polling; the
        same program meson devenv runs)."""
        r = subprocess.run([os.path.join(self.build_dir, "src", "cli", "carcassonne-cli")] + [str(a) for a in args],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise E2EError("carcassonne-cli %s: %s" % (" ".join(map(str, args)), r.stderr.strip()))
        return r.stdout

    def n_events(self, game_id=None):
        if not os.path.exists(self.db_path):
            return None
        games = json.loads(self.cli_fast("games", "--db", self.db_path))
        for g in games:
            if game_id is None or g["id"] == game_id:
                return g["events"]
        return None

    def wait_events(self, n, what, game_id=None, timeout=None):
        """Waits until the database holds @n events of the game (the app
        saves each entry before it shows it)."""
        try:
            self.wait(lambda: self.n_events(game_id) == n, what + " (%d events saved)" % n, timeout=timeout)
        except E2EError:
            s = self.probe() if self.pid else None
            if s is not None:
                self.log("focus: %s; texts: %s" % (s.focus, s.texts()[:40]))
            self.screenshot("failed-events-%d" % n)
            raise

    # -- pictures --

    def screenshot(self, name):
        """Saves the X screen as shots/NAME.png (nothing without shots)."""
        if not self.shots:
            return None
        xwd = os.path.join(self.workdir, "screen.xwd")
        # the whole screen: menus and popovers are windows of their own
        # (the app's window is moved to the screen's corner and sized to it)
        r = subprocess.run(["xwd", "-silent", "-root", "-out", xwd], capture_output=True)
        if r.returncode != 0:
            self.log("xwd failed: %s" % r.stderr.decode(errors="replace").strip())
            return None
        png = os.path.join(self.shots, name + ".png")
        xwd_to_png(xwd, png)
        os.unlink(xwd)
        return png

    # -- the store, through carcassonne-cli --

    def cli(self, *args, check=True):
        """Runs carcassonne-cli the README's way; returns its stdout."""
        env = self.environment()
        r = subprocess.run([self.meson, "devenv", "-C", self.build_dir, "carcassonne-cli"] + [str(a) for a in args],
                           env=env, capture_output=True, text=True)
        if check and r.returncode != 0:
            raise E2EError("carcassonne-cli %s: exit %d: %s" % (" ".join(map(str, args)), r.returncode, r.stderr.strip()))
        return r.stdout

    def cli_json(self, *args):
        return json.loads(self.cli(*args))

    def games(self):
        if not os.path.exists(self.db_path):
            return []
        return self.cli_json("games", "--db", self.db_path)

    def export_game(self, game_id, path):
        self.cli("export", "--db", self.db_path, "--game", game_id, path)
        with open(path) as f:
            return json.load(f)

    def record(self, game_id=None):
        """The record of @game_id (or of the only/last game) as the
        database holds it now."""
        if game_id is None:
            games = self.games()
            if not games:
                return None
            game_id = games[0]["id"]
        fd, path = tempfile.mkstemp(suffix=".json", dir=self.workdir)
        os.close(fd)
        try:
            return self.export_game(game_id, path)
        finally:
            os.unlink(path)

    def replay(self, record):
        """carcassonne-cli replay of @record (a dict): its scores."""
        fd, path = tempfile.mkstemp(suffix=".json", dir=self.workdir)
        with os.fdopen(fd, "w") as f:
            json.dump(record, f)
        try:
            return json.loads(self.cli("replay", path))
        finally:
            os.unlink(path)


def laid_out(items):
    """Are the thumbnails @items (dicts with a rectangle) laid out? Just
    after a popover opens they all lie at one point, a few pixels wide."""
    return bool(items) and all(i["width"] >= 16 and i["height"] >= 16 for i in items)


def skip_reason():
    """Why an end-to-end test cannot run here (no display, a program
    missing), or None."""
    if not os.environ.get("DISPLAY"):
        return "no X display (DISPLAY)"
    missing = have_tools()
    if missing:
        return "%s is not installed (.ci/setup installs it)" % missing
    return None


def fail_run(tap, what, error, workdir):
    """Reports the failure that ended a run: @error and where it came
    from, then the last lines the app printed."""
    tap.fail(what, "%s\n%s" % (error, traceback.format_exc()))
    try:
        out = open(os.path.join(workdir, "app-output.txt"), errors="replace").read()
    except OSError:
        return
    if out.strip():
        print("# the app printed:")
        for line in out.splitlines()[-30:]:
            print("#   " + line)


def end_run(tap, workdir, note):
    """The plan, @note as a comment; the app's folder removed after a
    run that passed, kept and named after one that failed. Returns the
    exit status."""
    print("# %s" % note)
    print("1..%d" % tap.n, flush=True)
    if tap.failed == 0:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        print("# the app's folder is kept: %s" % workdir)
    return 1 if tap.failed else 0


def have_tools():
    """The programs the driver needs, or the first one missing."""
    for tool in ("xdotool", "xwd"):
        if shutil.which(tool) is None:
            return tool
    return None
