#!/usr/bin/env python3
# bad-input.py: every case of bad_input_cases.py through the real
# carcassonne-cli. Each case gets a fresh folder with a database holding two
# games; the tool must exit with the case's status (2 for bad input), print
# exactly one line on stderr and nothing on stdout, and leave the database's
# content as it was. GLib criticals are fatal (G_DEBUG=fatal-criticals).
# Prints TAP; cases in XFAIL are marked TODO.
#
#   bad-input.py CLI SOURCE_ROOT SHARED_DIR        run every case
#   bad-input.py --markdown                        the table for docs/reliability.md
#   bad-input.py CLI SOURCE_ROOT SHARED_DIR ID...  run only these cases
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import hashlib
import json
import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bad_input_cases import CASES, XFAIL  # noqa: E402


def display_path(name):
    """A file name as the tool prints it: control characters escaped."""
    out = []
    for ch in name:
        c = ord(ch)
        if ch in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[ch])
        elif c < 0x20 or c == 0x7f:
            out.append("\\x%02X" % c)
        elif 0x80 <= c < 0xa0 or c in (0x2028, 0x2029):
            out.append("\\u%04X" % c)
        else:
            out.append(ch)
    return "".join(out)


def markdown():
    lines = ["| # | Case | Input | Command | Exit |", "|---|---|---|---|---|"]
    for n, (cid, what, status, command, _) in enumerate(CASES, 1):
        cmd = " ".join(["carcassonne-cli"] + [display_path(a) for a in command]).replace("|", "\\|")
        lines.append(f"| {n} | `{cid}` | {what} | `{cmd}` | {status} |")
    return "\n".join(lines)


def run_cli(cli, args, cwd, **kw):
    # a GLib critical is a crash here, as in the fuzz targets: it would
    # print lines of its own before the refusal (issue 21)
    env = dict(os.environ, G_DEBUG="fatal-criticals")
    return subprocess.run([cli] + args, cwd=cwd, capture_output=True, timeout=300, env=env, **kw)


def make_base(cli, root, dir):
    """A database with two games, a backup of it, and a big backup."""
    source = os.path.join(root, "tests", "data", "big-box-game.json")
    record = json.load(open(source, encoding="utf-8"))
    db = os.path.join(dir, "base.sqlite3")
    second = dict(record, id="second-game")
    second["setup"] = dict(record["setup"], players=list(reversed(record["setup"]["players"])))
    with open(os.path.join(dir, "second.json"), "w", encoding="utf-8") as f:
        json.dump(second, f, ensure_ascii=False)
    for path in (source, os.path.join(dir, "second.json")):
        p = run_cli(cli, ["import", "--db", db, path], dir)
        if p.returncode != 0:
            sys.exit(f"Bail out! could not make the base database: {p.stderr.decode()}")
    backup_path = os.path.join(dir, "backup.json")
    p = run_cli(cli, ["export", "--db", db, backup_path], dir)
    if p.returncode != 0:
        sys.exit(f"Bail out! could not export the base database: {p.stderr.decode()}")
    backup = json.load(open(backup_path, encoding="utf-8"))
    big = json.loads(json.dumps(backup))
    games = []
    for i in range(40):
        for g in backup["games"]:
            games.append(dict(g, record=dict(g["record"], id=f"{g['record']['id']}-copy-{i}")))
    big["games"] = games
    towers = json.load(open(os.path.join(root, "tests", "data", "towers-and-thieves-game.json"), encoding="utf-8"))
    return {"record": record, "backup": backup, "big_backup": big, "db": db, "towers": towers}


def snapshot(db):
    """The database's content, or its bytes when it is not a readable database."""
    if not os.path.exists(db) or os.path.isdir(db):
        return ("missing-or-dir", os.path.isdir(db))
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            conn.execute("PRAGMA query_only = 1")
            tables = [r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
            content = [conn.execute("PRAGMA user_version").fetchone()]
            for t in tables:
                content.append((t, sorted(map(repr, conn.execute(f'SELECT * FROM "{t}"')))))
            return ("content", hashlib.sha256(repr(content).encode()).hexdigest())
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        pass
    with open(db, "rb") as f:
        return ("bytes", hashlib.sha256(f.read()).hexdigest())


def as_nobody():
    """Drop to "nobody" when root (root writes through any permission)."""
    if os.getuid() != 0:
        return {}
    import pwd
    nobody = pwd.getpwnam("nobody")
    return {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}


def run_case(cli, ctx, case, tmp):
    cid, what, status, command, make = case
    db = os.path.join(tmp, "games.sqlite3")
    shutil.copy(ctx["db"], db)
    os.chmod(tmp, 0o755)
    ctx = dict(ctx, db_path=db)
    made = make(tmp, ctx)
    if made == "SKIP":
        return None, "needs ../shared/reference/jcz"
    args = [a.replace("{f}", os.path.join(tmp, made) if made else "")
             .replace("{db}", db).replace("{dir}", tmp) for a in command]
    watched = db
    if cid in ("db-not-a-database", "db-random-bytes", "db-sqlite-header-only", "db-is-directory"):
        watched = os.path.join(tmp, made)
    kw = {}
    holder = None
    if cid == "db-locked-import":
        holder = sqlite3.connect(db, timeout=0, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
    elif cid == "db-read-only-import":
        os.chmod(db, 0o444)
        os.chmod(tmp, 0o555)
        kw = as_nobody()
    elif cid == "db-relative-read-only":
        ro = os.path.join(tmp, "ro")
        os.mkdir(ro)
        shutil.copy(ctx["db"], os.path.join(ro, "games.sqlite3"))
        os.chmod(os.path.join(ro, "games.sqlite3"), 0o444)
        os.chmod(ro, 0o555)
        watched = os.path.join(ro, "games.sqlite3")
        kw = as_nobody()
    elif cid == "db-full-import":
        # the "disk" takes no file past 40 KB: room for SQLite's 32 KB
        # shared-memory index but not for one game in the WAL, and the
        # database cannot grow; writes fail with EFBIG (SIGXFSZ ignored) as
        # they would with ENOSPC
        limit = 40960

        def full():
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        kw = {"preexec_fn": full}
    before = snapshot(watched)
    try:
        p = run_cli(cli, args, tmp, **kw)
    finally:
        if holder:
            holder.rollback()
            holder.close()
    os.chmod(tmp, 0o755)
    after = snapshot(watched)

    problems = []
    err = p.stderr.decode("utf-8", "replace")
    if status == 0 and cid == "db-relative-read-only":
        # not bad input at all: the stored games must show
        if p.returncode != 0 or b"second-game" not in p.stdout:
            problems.append(f"exit {p.returncode}, stdout {p.stdout[:80]!r}: the stored games do not show")
    else:
        if p.returncode != status:
            problems.append(f"exit {p.returncode}, expected {status}")
        if p.stdout:
            problems.append(f"stdout not empty: {p.stdout[:80]!r}")
        if not err.endswith("\n") or err.count("\n") != 1 or not err.strip():
            problems.append(f"stderr is not one line: {err[:300]!r}")
        elif not err.startswith("carcassonne-cli: "):
            problems.append(f"stderr does not name the tool: {err[:200]!r}")
        elif (made and "{f}" in command and display_path(made) not in err
              and not cid.startswith("db-") and not cid.endswith("-tile")):
            problems.append(f"stderr does not name the file {display_path(made)}: {err[:200]!r}")
        elif cid == "placements-newline-in-tile" and "“BA/\\nC”" not in err:
            problems.append(f"stderr does not name the tile escaped: {err[:200]!r}")
    if p.returncode < 0:
        problems.append(f"killed by signal {-p.returncode}")
    if before != after:
        problems.append("the database changed")
    return problems, err.strip()[:200].replace("\n", " | ")


def main():
    if sys.argv[1:] == ["--markdown"]:
        print(markdown())
        return 0
    cli, root, shared = sys.argv[1:4]
    only = set(sys.argv[4:])
    ids = [c[0] for c in CASES]
    dupes = {i for i in ids if ids.count(i) > 1}
    if dupes:
        sys.exit(f"Bail out! duplicate case ids: {dupes}")
    cases = [c for c in CASES if not only or c[0] in only]
    jczs = sorted(glob.glob(os.path.join(shared, "reference", "jcz", "**", "*.jcz"), recursive=True))

    print(f"1..{len(cases) + 1}")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="carc-bad-input-") as base:
        os.chmod(base, 0o755)
        ctx = make_base(cli, root, base)
        ctx["jcz"] = jczs[0] if jczs else None
        for n, case in enumerate(cases, 1):
            tmp = tempfile.mkdtemp(dir=base)
            problems, detail = run_case(cli, ctx, case, tmp)
            cid = case[0]
            if problems is None:
                print(f"ok {n} {cid} # SKIP {detail}")
            elif not problems:
                note = " (in XFAIL: passes now, take it off the list)" if cid in XFAIL else ""
                print(f"ok {n} {cid}{note}")
                print(f"# {detail}")
            elif cid in XFAIL:
                print(f"not ok {n} {cid} # TODO expected to pass after merge: {'; '.join(problems)}")
            else:
                failed += 1
                print(f"not ok {n} {cid}: {'; '.join(problems)}")
                print(f"# stderr: {detail}")
            shutil.rmtree(tmp, ignore_errors=True)

    # the document lists every case (the table comes from this list)
    doc = os.path.join(root, "docs", "reliability.md")
    text = open(doc, encoding="utf-8").read() if os.path.exists(doc) else ""
    missing = [c[0] for c in CASES if f"`{c[0]}`" not in text]
    if missing or len(CASES) < 60:
        print(f"not ok {len(cases) + 1} docs/reliability.md lists every case: missing {missing[:5]}"
              f"{'…' if len(missing) > 5 else ''} ({len(CASES)} cases)")
        failed += 1
    else:
        print(f"ok {len(cases) + 1} docs/reliability.md lists all {len(CASES)} cases")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
