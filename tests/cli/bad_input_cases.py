# bad_input_cases.py: every bad input the CLI (and the app's import, which
# runs the same carc_store_import_file) must refuse with one line on stderr,
# its exit status, and the database as it was.
#
# One list feeds both the test (bad-input.py) and the table in
# docs/reliability.md (`bad-input.py --markdown` prints it; the test fails
# when the document lacks a case).
#
# Each case: (id, what, expected exit, command, make)
#   command  argv after the tool's name; "{f}" is the file make() wrote,
#            "{db}" a copy of a database holding two games, "{dir}" the
#            case's temporary folder
#   make     make(dir, ctx) writes the input and returns its name (or None)
# Exit 2 is bad input; 1 a database the tool cannot use right now (locked,
# write-protected, full), as the CLI's contract says; 0 (one case) a read-only
# database that must simply be read.
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later

import copy
import glob
import json
import os
import sqlite3

# Cases expected to fail (none: every case holds).
XFAIL = set()


def record(ctx):
    return copy.deepcopy(ctx["record"])


def towers_mutated(fn, name="game.json"):
    """The Towers & Thieves record of tests/data changed by fn(record)."""
    def make(dir, ctx):
        r = copy.deepcopy(ctx["towers"])
        out = fn(r)
        return write_json(dir, name, r if out is None else out)
    return make


def write(dir, name, data):
    path = os.path.join(dir, name)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)
    return name


def write_json(dir, name, obj):
    return write(dir, name, json.dumps(obj, ensure_ascii=False, indent=1))


def mutated(fn, name="game.json"):
    """A record changed by fn(record) (which may return a replacement)."""
    def make(dir, ctx):
        r = record(ctx)
        out = fn(r)
        return write_json(dir, name, r if out is None else out)
    return make


def raw(data, name="game.json"):
    return lambda dir, ctx: write(dir, name, data(ctx) if callable(data) else data)


def jcz(fn, name="save.jcz"):
    """The first .jcz of ../shared, changed by fn(save); skipped without ../shared."""
    def make(dir, ctx):
        if ctx["jcz"] is None:
            return "SKIP"
        save = json.load(open(ctx["jcz"], encoding="utf-8"))
        out = fn(save)
        return write_json(dir, name, save if out is None else out)
    return make


def set_(path, value):
    def fn(r):
        obj = r
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value
    return fn


def ev(i, key, value):
    def fn(r):
        r["events"][i][key] = value
    return fn


def first_tile(r):
    return next(i for i, e in enumerate(r["events"]) if e["type"] == "tile")


def first_of(r, kind):
    return next(i for i, e in enumerate(r["events"]) if e["type"] == kind)


def dup_key(r):
    text = json.dumps(r)
    # a second "format" member after the first: json-glib keeps the last
    return text.replace('"format": "carcassonne-companion/game"',
                        '"format": "carcassonne-companion/game", "format": "carcassonne-companion/other"', 1)


def events_swapped(r):
    t = first_tile(r)
    r["events"][t], r["events"][t + 1] = r["events"][t + 1], r["events"][t]


def tile_on_start(r):
    t = first_tile(r)
    r["events"][t]["x"] = 0
    r["events"][t]["y"] = 0


def tile_far_away(r):
    t = first_tile(r)
    r["events"][t]["x"] = 40
    r["events"][t]["y"] = 40


def figure_first(r):
    r["events"].insert(0, {"type": "figure", "figure": "follower", "at": "C"})


def after_end(r):
    r["events"].append({"type": "end"})
    r["events"].append({"type": "pass"})


def many_passes(r):
    r["events"] = [{"type": "pass"}] * 200000


def flock_unasked(r):
    r["events"].insert(0, {"type": "flock", "decision": "expand"})


def sheep_unasked(r):
    r["events"].insert(0, {"type": "sheep", "token": "3", "drawn_by": "table"})


def invalid_utf8_name(ctx):
    text = json.dumps(ctx["record"], ensure_ascii=False)
    name = ctx["record"]["setup"]["players"][0]["name"]
    return text.replace(name, "Al\udcff".encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape"), 1) \
        .encode("utf-8", "surrogateescape")


def nul_inside(ctx):
    text = json.dumps(ctx["record"]).encode()
    return text[:200] + b"\0" + text[200:]


def backup(ctx):
    return copy.deepcopy(ctx["backup"])


def backup_mut(fn, name="backup.json"):
    def make(dir, ctx):
        b = backup(ctx)
        out = fn(b)
        return write_json(dir, name, b if out is None else out)
    return make


def a_directory(dir, ctx):
    os.mkdir(os.path.join(dir, "games"))
    return "games"


def db_bytes(data):
    def make(dir, ctx):
        return write(dir, "games.sqlite3", data)
    return make


def db_newer(dir, ctx):
    db = sqlite3.connect(ctx["db_path"])
    db.execute("PRAGMA user_version = 999")
    db.commit()
    db.close()
    return None


def db_damaged(dir, ctx):
    # overwrite a page of the games table in a valid database: SQLite opens
    # it, but reading the games finds the damage (a page picked by its place
    # in the file may belong to a table the command never reads)
    db = sqlite3.connect(ctx["db_path"])
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()[0]
    db.close()
    with open(ctx["db_path"], "r+b") as f:
        page = 4096
        f.seek((root - 1) * page)
        f.write(b"\xa5" * page)
    return None


def db_truncated(dir, ctx):
    with open(ctx["db_path"], "r+b") as f:
        f.truncate(3000)
    return None


# (id, what, exit, command, make)
CASES = [
    # ---- native records through replay / record / placements -------------
    ("replay-missing-file", "file does not exist", 2, ["replay", "{dir}/nothing.json"], lambda d, c: None),
    ("replay-empty-file", "empty file", 2, ["replay", "{f}"], raw("")),
    ("replay-whitespace", "only whitespace", 2, ["replay", "{f}"], raw(" \n\t \n")),
    ("replay-not-json", "plain text", 2, ["replay", "{f}"], raw("hello, Carcassonne\n")),
    ("replay-truncated-half", "record cut in half", 2, ["replay", "{f}"],
     raw(lambda c: json.dumps(c["record"])[: len(json.dumps(c["record"])) // 2])),
    ("replay-truncated-string", "record cut inside a string", 2, ["replay", "{f}"],
     raw(lambda c: json.dumps(c["record"])[:120])),
    ("replay-top-array", "top level is an array", 2, ["replay", "{f}"], raw("[1, 2, 3]")),
    ("replay-top-null", "top level is null", 2, ["replay", "{f}"], raw("null")),
    ("replay-top-number", "top level is a number", 2, ["replay", "{f}"], raw("42")),
    ("replay-trailing-garbage", "a valid record followed by garbage", 2, ["replay", "{f}"],
     raw(lambda c: json.dumps(c["record"]) + "}}garbage")),
    ("replay-wrong-format", "format names another kind of file", 2, ["replay", "{f}"],
     mutated(set_(["format"], "someone-else/game"))),
    ("replay-version-2", "version from the future", 2, ["replay", "{f}"], mutated(set_(["version"], 2))),
    ("record-version-huge", "version 10^23", 2, ["record", "{f}"], raw(lambda c: json.dumps(c["record"]).replace('"version": 1', '"version": 100000000000000000000000', 1))),
    ("replay-version-string", "version is a string", 2, ["replay", "{f}"], mutated(set_(["version"], "1"))),
    ("replay-version-float", "version 1.5", 2, ["replay", "{f}"], mutated(set_(["version"], 1.5))),
    ("replay-no-setup", "setup missing", 2, ["replay", "{f}"], mutated(lambda r: r.pop("setup") and None)),
    ("replay-setup-string", "setup is a string", 2, ["replay", "{f}"], mutated(set_(["setup"], "base"))),
    ("replay-no-players", "no players", 2, ["replay", "{f}"], mutated(set_(["setup", "players"], []))),
    ("replay-nine-players", "nine players", 2, ["replay", "{f}"],
     mutated(set_(["setup", "players"], [{"name": "P%d" % i, "colour": c} for i, c in
                                         enumerate(["red", "blue", "green", "yellow", "black", "grey", "pink", "purple", "red"])]))),
    ("replay-name-number", "player name is a number", 2, ["replay", "{f}"], mutated(set_(["setup", "players", 0, "name"], 7))),
    ("replay-name-empty", "empty player name", 2, ["replay", "{f}"], mutated(set_(["setup", "players", 0, "name"], ""))),
    ("replay-same-names", "two players with the same name", 2, ["replay", "{f}"],
     mutated(lambda r: r["setup"]["players"][1].update(name=r["setup"]["players"][0]["name"]))),
    ("replay-duplicate-key", "duplicate key: second format wins and is wrong", 2, ["replay", "{f}"],
     lambda d, c: write(d, "game.json", dup_key(record(c)))),
    ("replay-unknown-set", "unknown set", 2, ["replay", "{f}"], mutated(set_(["setup", "sets"], ["base", "dragons-and-princesses"]))),
    ("replay-sets-not-array", "sets is an object", 2, ["replay", "{f}"], mutated(set_(["setup", "sets"], {"base": True}))),
    ("replay-first-player-range", "first player 7 of 4", 2, ["replay", "{f}"], mutated(set_(["setup", "first_player"], 7))),
    ("replay-figures-negative", "-1 followers", 2, ["replay", "{f}"], mutated(set_(["setup", "figures", "follower"], -1))),
    ("replay-figures-huge", "a million followers", 2, ["replay", "{f}"], mutated(set_(["setup", "figures", "follower"], 1000000))),
    ("replay-bag-negative", "-2 wolves in the bag", 2, ["replay", "{f}"], mutated(set_(["setup", "bag", "wolf"], -2))),
    ("replay-inventory-unknown", "box inventory names an unknown tile", 2, ["replay", "{f}"], mutated(set_(["setup", "inventory"], {"XX/Y": 2}))),
    ("replay-inventory-huge", "box inventory of 1000 copies", 2, ["replay", "{f}"], mutated(set_(["setup", "inventory"], {"BA/C": 1000}))),
    ("replay-rule-wrong-type", "rule switch is a string", 2, ["replay", "{f}"], mutated(set_(["setup", "rules", "farmers"], "yes"))),
    ("replay-created-bad", "created is not a time", 2, ["replay", "{f}"], mutated(set_(["created"], "2025-13-45T99:00:00Z"))),
    ("replay-events-object", "events is an object", 2, ["replay", "{f}"], mutated(set_(["events"], {"0": {"type": "pass"}}))),
    ("replay-event-number", "an event is a number", 2, ["replay", "{f}"], mutated(lambda r: r["events"].insert(0, 5))),
    ("replay-event-unknown-type", "event type unknown", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(type="teleport"))),
    ("replay-unknown-tile", "unknown tile", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(tile="XX/Y"))),
    ("replay-tile-x-huge", "x of 10^9", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(x=1000000000))),
    ("replay-tile-x-float", "x of 0.5", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(x=0.5))),
    ("replay-rotation-45", "rotation 45", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(rotation=45))),
    ("replay-rotation-negative", "rotation -90", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(rotation=-90))),
    ("replay-tile-on-start", "impossible move: tile on the start tile", 2, ["replay", "{f}"], mutated(tile_on_start)),
    ("replay-tile-far-away", "impossible move: tile touching nothing", 2, ["replay", "{f}"], mutated(tile_far_away)),
    ("replay-unknown-figure", "figure kind unknown", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_of(r, "figure")].update(figure="dragon"))),
    ("replay-bad-location", "figure location not a place on a tile", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_of(r, "figure")].update(at="Q"))),
    ("replay-figure-first", "events out of order: a figure before any tile", 2, ["replay", "{f}"], mutated(figure_first)),
    ("replay-swapped", "events out of order: figure and tile swapped", 2, ["replay", "{f}"], mutated(events_swapped)),
    ("replay-after-end", "an event after the end", 2, ["replay", "{f}"], mutated(after_end)),
    ("replay-flock-unasked", "a flock decision nobody was asked", 2, ["replay", "{f}"], mutated(flock_unasked)),
    ("replay-sheep-unasked", "a sheep token nobody drew", 2, ["replay", "{f}"], mutated(sheep_unasked)),
    ("replay-sheep-token-7", "sheep token 7", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_of(r, "sheep")].update(token="7"))),
    ("replay-event-time-bad", "event time not a time", 2, ["replay", "{f}"], mutated(lambda r: r["events"][first_tile(r)].update(time="yesterday"))),
    ("replay-invalid-utf8", "invalid UTF-8 in a name", 2, ["replay", "{f}"], raw(invalid_utf8_name)),
    ("replay-nul-byte", "a NUL byte inside", 2, ["replay", "{f}"], raw(nul_inside)),
    ("replay-huge-passes", "huge: 200,000 pass events (5 MB)", 2, ["replay", "{f}"], mutated(many_passes)),
    ("replay-huge-name", "huge: a 20 MB player name", 2, ["replay", "{f}"], mutated(set_(["setup", "players", 0, "name"], "A" * 20000000))),
    ("record-deep-nesting", "deep: 100,000 nested arrays", 2, ["record", "{f}"], raw("[" * 100000 + "]" * 100000)),
    ("replay-deep-nesting-object", "deep: 100,000 nested objects in a member", 2, ["replay", "{f}"],
     raw(lambda c: '{"format": "carcassonne-companion/game", "version": 1, "x": ' + '{"a":' * 100000 + "1" + "}" * 100000 + "}")),
    ("replay-directory", "a directory given as the file", 2, ["replay", "{f}"], a_directory),
    ("placements-unknown-tile", "placements of an unknown tile", 2, ["placements", "{f}", "XX/Y"], raw(lambda c: json.dumps(c["record"]))),
    ("placements-bad-file", "placements on a truncated record", 2, ["placements", "{f}", "BA/C"], raw(lambda c: json.dumps(c["record"])[:500])),
    # ---- JCloisterZone saves ------------------------------------------------
    ("jcz-truncated", ".jcz cut in half", 2, ["replay", "{f}"],
     lambda d, c: "SKIP" if c["jcz"] is None else write(d, "save.jcz", open(c["jcz"], "rb").read()[:400])),
    ("jcz-no-setup", ".jcz without its setup", 2, ["replay", "{f}"], jcz(lambda s: s.pop("setup") and None)),
    ("jcz-replay-string", ".jcz messages are a string", 2, ["replay", "{f}"], jcz(set_(["replay"], "none"))),
    ("jcz-initial-random-huge", ".jcz initialRandom 1e308", 2, ["replay", "{f}"], jcz(set_(["initialRandom"], 1e308))),
    ("jcz-initial-random-negative", ".jcz initialRandom -0.5", 2, ["replay", "{f}"], jcz(set_(["initialRandom"], -0.5))),
    ("jcz-unknown-set", ".jcz with an unknown expansion", 2, ["replay", "{f}"],
     jcz(lambda s: s["setup"].update(sets={"dragons:1": 1}))),
    # ---- the command line ---------------------------------------------------
    ("cli-unknown-command", "unknown command", 2, ["teleport"], lambda d, c: None),
    ("cli-no-command", "no command at all", 2, [], lambda d, c: None),
    ("cli-replay-two-files", "replay with two files", 2, ["replay", "a.json", "b.json"], lambda d, c: None),
    ("games-db-no-value", "--db without a value", 2, ["games", "--db"], lambda d, c: None),
    ("games-unknown-option", "an option games does not take", 2, ["games", "--db", "{db}", "--player", "x"], lambda d, c: None),
    ("stats-from-feb-30", "--from 2026-02-30", 2, ["stats", "--db", "{db}", "--from", "2026-02-30"], lambda d, c: None),
    ("stats-to-words", "--to tomorrow", 2, ["stats", "--db", "{db}", "--to", "tomorrow"], lambda d, c: None),
    ("stats-type-chess", "--type chess", 2, ["stats", "--db", "{db}", "--type", "chess"], lambda d, c: None),
    ("stats-unknown-player", "--player nobody has", 2, ["stats", "--db", "{db}", "--player", "Nobody At All"], lambda d, c: None),
    ("export-unknown-game", "export of an unknown game id", 2, ["export", "--db", "{db}", "--game", "no-such-game", "{dir}/out.json"], lambda d, c: None),
    ("export-missing-folder", "export into a folder that does not exist", 2, ["export", "--db", "{db}", "{dir}/no/such/folder/out.json"], lambda d, c: None),
    # ---- BG Stats (docs/bgstats-export.md) ----------------------------------
    ("bgstats-export-unknown-game", "BG Stats file of an unknown game id", 2, ["export", "--bgstats", "--db", "{db}", "--game", "no-such-game", "{dir}/out.bgsplay"], lambda d, c: None),
    ("bgstats-export-missing-folder", "BG Stats file into a folder that does not exist", 2, ["export", "--bgstats", "--db", "{db}", "--game", "second-game", "{dir}/no/such/folder/out.bgsplay"], lambda d, c: None),
    ("bgstats-link-no-game", "bgstats-link without --game", 2, ["bgstats-link", "--db", "{db}"], lambda d, c: None),
    ("bgstats-link-unknown-game", "bgstats-link of an unknown game id", 2, ["bgstats-link", "--db", "{db}", "--game", "no-such-game"], lambda d, c: None),
    ("bgstats-location-no-value", "--location without a value", 2, ["bgstats-link", "--db", "{db}", "--game", "second-game", "--location"], lambda d, c: None),
    ("bgstats-location-plain-export", "--location on a plain export", 2, ["export", "--db", "{db}", "--location", "Home", "{dir}/out.json"], lambda d, c: None),
    # ---- import (the app's import runs the same store code) -----------------
    ("import-missing-file", "import of a missing file", 2, ["import", "--db", "{db}", "{dir}/nothing.json"], lambda d, c: None),
    ("import-directory", "import of a directory", 2, ["import", "--db", "{db}", "{f}"], a_directory),
    ("import-empty", "import of an empty file", 2, ["import", "--db", "{db}", "{f}"], raw("")),
    ("import-not-json", "import of plain text", 2, ["import", "--db", "{db}", "{f}"], raw("not a backup\n")),
    ("import-invalid-utf8", "import with invalid UTF-8", 2, ["import", "--db", "{db}", "{f}"], raw(invalid_utf8_name)),
    ("import-other-object", "import of an unrelated JSON object", 2, ["import", "--db", "{db}", "{f}"], raw('{"hello": "world"}')),
    ("import-bad-record", "import of a record with an impossible move", 2, ["import", "--db", "{db}", "{f}"], mutated(tile_on_start)),
    ("import-unknown-tile", "import of a record with an unknown tile", 2, ["import", "--db", "{db}", "{f}"],
     mutated(lambda r: r["events"][first_tile(r)].update(tile="XX/Y"))),
    ("import-backup-newer", "backup from a newer version", 2, ["import", "--db", "{db}", "{f}"], backup_mut(set_(["version"], 99))),
    ("import-backup-truncated", "backup cut in half", 2, ["import", "--db", "{db}", "{f}"],
     raw(lambda c: json.dumps(c["backup"])[: len(json.dumps(c["backup"])) // 2], "backup.json")),
    ("import-backup-games-string", "backup whose games are a string", 2, ["import", "--db", "{db}", "{f}"], backup_mut(set_(["games"], "all"))),
    ("import-deep-nesting", "import of 100,000 nested arrays", 2, ["import", "--db", "{db}", "{f}"], raw("[" * 100000 + "]" * 100000)),
    ("import-long-name", "import of a record with a 10,000-character name", 2, ["import", "--db", "{db}", "{f}"],
     mutated(lambda r: (r.update(id="long-name-game"), r["setup"]["players"][0].update(name="N" * 10000)) and None)),
    ("import-colour-mauve", "import of a record with the colour “mauve”", 2, ["import", "--db", "{db}", "{f}"],
     mutated(lambda r: (r.update(id="mauve-game"), r["setup"]["players"][0].update(colour="mauve")) and None)),
    ("import-jcz-truncated", "import of a truncated .jcz", 2, ["import", "--db", "{db}", "{f}"],
     lambda d, c: "SKIP" if c["jcz"] is None else write(d, "save.jcz", open(c["jcz"], "rb").read()[:400])),
    # ---- the database -------------------------------------------------------
    ("db-not-a-database", "--db is a text file", 2, ["games", "--db", "{f}"], db_bytes(b"this is not a database\n" * 50)),
    ("db-random-bytes", "--db is random bytes", 2, ["games", "--db", "{f}"], db_bytes(bytes((i * 7919) % 251 for i in range(65536)))),
    ("db-sqlite-header-only", "--db has a SQLite header and nothing else", 2, ["stats", "--db", "{f}"], db_bytes(b"SQLite format 3\0" + b"\0" * 84)),
    ("db-truncated", "--db cut short", 2, ["games", "--db", "{db}"], db_truncated),
    ("db-damaged-page", "--db with a damaged page", 2, ["games", "--db", "{db}"], db_damaged),
    ("db-newer-schema-games", "games on a database of a newer version", 2, ["games", "--db", "{db}"], db_newer),
    ("db-newer-schema-import", "import into a database of a newer version", 2, ["import", "--db", "{db}", "{f}"],
     lambda d, c: (db_newer(d, c), write_json(d, "game.json", record(c)))[1]),
    ("db-is-directory", "--db is a directory", 2, ["games", "--db", "{f}"], a_directory),
    ("db-locked-import", "import while another program holds the write lock", 1, ["import", "--db", "{db}", "{f}"],
     lambda d, c: write_json(d, "game.json", dict(record(c), id="locked-game"))),
    ("db-read-only-import", "import into a write-protected database", 1, ["import", "--db", "{db}", "{f}"],
     lambda d, c: write_json(d, "game.json", dict(record(c), id="read-only-game"))),
    ("db-full-import", "import into a full disk", 1, ["import", "--db", "{db}", "{f}"],
     lambda d, c: write_json(d, "backup.json", c["big_backup"])),
    ("db-relative-read-only", "relative --db in a write-protected folder: must show the stored games, not an empty database", 0, ["games", "--db", "ro/games.sqlite3"], lambda d, c: None),
    ("db-folder-cannot-exist", "--db in a folder that cannot be created", 1, ["import", "--db", "/proc/self/nope/games.sqlite3", "{f}"],
     lambda d, c: write_json(d, "game.json", record(c))),
    # ---- the box a record carries (issue 15) --------------------------------
    ("replay-custom-tile-impossible", "a custom tile whose edges disagree with its features", 2, ["replay", "{f}"],
     mutated(set_(["setup", "custom_tiles"], [{"id": "ours", "count": 1, "edges": "FFRF", "features": [
         {"kind": "city", "at": "S"}, {"kind": "field", "at": "NL NR EL ER WL WR", "cities": "S"}]}]))),
    ("replay-custom-tile-twice", "a custom tile with the id of a catalogue tile", 2, ["replay", "{f}"],
     mutated(set_(["setup", "custom_tiles"], [{"id": "BA/C", "count": 1, "edges": "FFCF", "features": [
         {"kind": "city", "at": "S"}, {"kind": "field", "at": "NL NR EL ER WL WR", "cities": "S"}]}]))),
    ("replay-override-not-a-box-value", "a box override of a member no descriptor lets a box set", 2, ["replay", "{f}"],
     mutated(set_(["setup", "overrides"], {"BA/C": {"hill": True}}))),
    # ---- issue 21 ------------------------------------------------------------
    ("replay-file-overrides-symbols-string", "the box's wheel symbols are a string, with symbol counts (no GLib critical)", 2,
     ["replay", "{f}"],
     mutated(set_(["setup", "file_overrides"], {"wheel-of-fortune": {"wheel": {
         "symbols": "none", "symbol_counts": {"BA/Rr": [1, 0, 0]}}}}))),
    ("replay-newline-in-name", "a file name with a newline (the error stays one line, the name escaped)", 2,
     ["replay", "{f}"], raw("not a record\n", "bad\nname.json")),
    ("replay-control-chars-in-name", "a file name with a tab, an escape sequence and DEL", 2,
     ["replay", "{f}"], raw("[1, 2]", "a\tb\x1b[31mred\x7f.json")),
    ("import-newline-in-name", "import of a file whose name has a newline", 2,
     ["import", "--db", "{db}", "{f}"], raw("not a backup\n", "back\nup.json")),
    ("games-db-newline-in-name", "--db whose name has a newline and a carriage return", 2,
     ["games", "--db", "{f}"], raw(b"this is not a database\n" * 50, "ga\nmes\r.sqlite3")),
    ("placements-newline-in-tile", "placements of a tile id with a newline", 2,
     ["placements", "{f}", "BA/\nC"], raw(lambda c: json.dumps(c["record"]))),
    ("replay-file-overrides-crowns", "the box sets the wheel's crown layout itself (not a box value)", 2, ["replay", "{f}"],
     mutated(set_(["setup", "file_overrides"], {"wheel-of-fortune": {"wheel": {"crowns": []}}}))),
    ("replay-file-overrides-crown-spots", "the box sets the wheel's crown spots (not a box value)", 2, ["replay", "{f}"],
     mutated(set_(["setup", "file_overrides"], {"wheel-of-fortune": {"wheel": {"crown_spots": {}}}}))),
    ("replay-file-overrides-symbols", "the box sets the data's wheel symbols (would drop them all)", 2, ["replay", "{f}"],
     mutated(set_(["setup", "file_overrides"], {"wheel-of-fortune": {"wheel": {"symbols": {}}}}))),
    ("replay-custom-tile-long-id", "a custom tile whose id is 100 characters long (a player's name may have 64)", 2, ["replay", "{f}"],
     mutated(set_(["setup", "custom_tiles"], [{"id": "T" * 100, "count": 1, "edges": "FFCF", "features": [
         {"kind": "city", "at": "S"}, {"kind": "field", "at": "NL NR EL ER WL WR", "cities": "S"}]}]))),
    ("replay-custom-tile-note-number", "a custom tile whose note is a number", 2, ["replay", "{f}"],
     mutated(set_(["setup", "custom_tiles"], [{"id": "ours", "note": 5, "count": 1, "edges": "FFCF", "features": [
         {"kind": "city", "at": "S"}, {"kind": "field", "at": "NL NR EL ER WL WR", "cities": "S"}]}]))),
    ("replay-profile-long-name", "a box profile named with 1,000 characters", 2, ["replay", "{f}"],
     mutated(set_(["setup", "profile"], "P" * 1000))),
    ("replay-figure-zone-and-at", "a figure named by both “zone” and “at”, which name different features", 2, ["replay", "{f}"],
     mutated(lambda r: r["events"][first_of(r, "figure")].update(zone=3))),
    ("replay-thief-not-the-box-value", "a thief of value 6 on a tile whose value the game's box fixes at 5", 2, ["replay", "{f}"],
     towers_mutated(set_(["setup", "overrides"], {"TT/L02": {"thief": 5}}))),
]
