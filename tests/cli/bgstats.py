#!/usr/bin/env python3
# BG Stats through the real carcassonne-cli (issue 23, section 1): every
# finished game of tests/data and of the JCloisterZone scenarios (when
# ../shared is there), imported into a fresh database, is written with
# `export --bgstats` and `bgstats-link`; the file and the link's JSON must
# follow docs/bgstats-play.schema.json and docs/bgstats-link.schema.json
# (written from the fields), and what a schema cannot say is
# checked here: references, UTC, the play's game, the ids. The file the
# app wrote before issue 23 (bgstats-0.1.0.bgsplay) must be refused for
# each point the issue lists. TAP; exit 77 (skip) without python3-jsonschema.
import glob, json, os, re, subprocess, sys, tempfile, urllib.parse
from datetime import datetime, timezone

cli, srcdir, shared = sys.argv[1], sys.argv[2], sys.argv[3]
try:
    import jsonschema
except ImportError:
    print('1..0 # SKIP python3-jsonschema is not installed')
    sys.exit(0)

here = os.path.dirname(os.path.abspath(__file__))
play_schema = jsonschema.Draft202012Validator(json.load(open(os.path.join(srcdir, 'docs', 'bgstats-play.schema.json'))))
link_schema = jsonschema.Draft202012Validator(json.load(open(os.path.join(srcdir, 'docs', 'bgstats-link.schema.json'))))
UUID = re.compile(r'^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$')
LINK_BASE = 'https://app.bgstatsapp.com/createPlay.html?data='
# far from UTC, with a quarter hour: a local date slips through nowhere
env = dict(os.environ, TZ='Pacific/Chatham', LC_ALL='C.UTF-8', LANGUAGE='')

results = []
def check(ok, name, why=''):
    results.append((bool(ok), name, why))
    return ok

def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env)

def schema_errors(validator, doc):
    return ['/'.join(map(str, e.path)) + ': ' + e.message[:200] for e in validator.iter_errors(doc)]

def utc_of(created):
    # the store's "created" is ISO 8601 in UTC: 2025-11-21T18:33:20Z
    return datetime.strptime(created, '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc).strftime('%Y-%m-%d %H:%M:%S')

with tempfile.TemporaryDirectory() as tmp:
    db = os.path.join(tmp, 'games.db')
    sources = sorted(glob.glob(os.path.join(srcdir, 'tests', 'data', '*.json')))
    sources += sorted(glob.glob(os.path.join(shared, 'reference', 'jcz', 'engine-tests', 'jcz5-client', '*', '*.jcz')))
    for src in sources:
        p = run('import', '--db', db, src)
        if p.returncode != 0:
            check(False, f'import {os.path.basename(src)}', p.stderr.strip())
    p = run('games', '--db', db)
    check(p.returncode == 0, 'games lists the imported games', p.stderr.strip())
    games = json.loads(p.stdout) if p.returncode == 0 else []
    finished = [g for g in games if g['finished']]
    unfinished = [g for g in games if not g['finished']]
    print(f'# {len(games)} games imported, {len(finished)} finished', flush=True)
    check(len(finished) >= 3, f'{len(finished)} finished games to export (3 at least)')

    kinds = {'hunters': 0, 'jcz': 0, 'record': 0, 'towers': 0}
    for g in finished:
        gid = g['id']
        name = f'game {gid} ({", ".join(g["sets"])})'
        path = os.path.join(tmp, 'play.bgsplay')
        p = run('export', '--bgstats', '--db', db, '--game', gid, path)
        if not check(p.returncode == 0, f'{name}: export --bgstats', p.stderr.strip()):
            continue
        check(json.loads(p.stdout) == {'exported': 1, 'game': gid, 'file': path}, f'{name}: export says what it wrote', p.stdout)
        doc = json.load(open(path))
        errors = schema_errors(play_schema, doc)
        check(not errors, f'{name}: the file follows the schema', '; '.join(errors[:4]))

        p = run('bgstats-link', '--db', db, '--game', gid)
        if not check(p.returncode == 0, f'{name}: bgstats-link', p.stderr.strip()):
            continue
        link = p.stdout.rstrip('\n')
        check(link.startswith(LINK_BASE) and '\n' not in link, f'{name}: the link is one line, BG Stats\' push link')
        query = link[len(LINK_BASE):]
        # what would end or change the parameter, or break the line, is escaped
        check(not re.search(r'[&#+ "{}\[\]=%]', urllib.parse.unquote(query) and re.sub(r'%[0-9A-F]{2}', '', query)),
              f'{name}: the data parameter is URL-encoded', query[:80])
        data = json.loads(urllib.parse.unquote(query))
        errors = schema_errors(link_schema, data)
        check(not errors, f'{name}: the link\'s JSON follows the schema', '; '.join(errors[:4]))

        play = doc['plays'][0]
        # references the schema cannot follow
        ids = {pl['id'] for pl in doc['players']}
        check(play['locationRefId'] in {l['id'] for l in doc['locations']}, f'{name}: locationRefId names the location')
        check(doc['userInfo']['meRefId'] in ids, f'{name}: userInfo.meRefId names a player')
        check({s['playerRefId'] for s in play['playerScores']} == ids, f'{name}: a score for each player')
        check(play['gameRefId'] in {x['id'] for x in doc['games']}, f'{name}: gameRefId names a game')
        check({e['gameRefId'] for e in play['expansionPlays']} == {x['id'] for x in doc['games'][1:]},
              f'{name}: every expansion played is a game of the file')
        check(sum(s['startPlayer'] for s in play['playerScores']) == 1, f'{name}: one start player')
        # the same play, the same people in both
        check(data['sourcePlayId'] == play['uuid'], f'{name}: the link and the file name the same play')
        check(data['playDate'] == play['playDate'], f'{name}: the same date in both')
        check([x['name'] for x in data['players']] == [x['name'] for x in doc['players']], f'{name}: the same players')
        check(data['game']['bggId'] == doc['games'][0]['bggId'], f'{name}: the same game')
        scores = [x['score'] for x in data['players']]
        check(scores == [int(s['score']) for s in play['playerScores']] == [x['score'] for x in g['players']],
              f'{name}: the scores are the game\'s', f'{scores} / {g["players"]}')
        check([x['winner'] for x in data['players']] == [x['score'] == max(scores) for x in data['players']],
              f'{name}: the winners have the best score')
        check([x['rank'] for x in data['players']] == [1 + sum(o > s for o in scores) for s in scores],
              f'{name}: ranks by score, ties sharing one')
        # UTC, whatever the machine's zone (TZ is Pacific/Chatham here)
        check(play['playDate'] == utc_of(g['created']), f'{name}: playDate is the start in UTC',
              f'{play["playDate"]} for {g["created"]}')
        check(UUID.match(play['uuid']) and play['uuid'] != gid, f'{name}: the play uuid is UUID-shaped, derived from the game id',
              play['uuid'])

        if 'hunters-and-gatherers' in g['sets']:
            kinds['hunters'] += 1
            check(doc['games'][0]['bggId'] == 4390 and data['game']['bggId'] == 4390,
                  f'{name}: a Hunters & Gatherers game is game 4390')
            check(all(x['bggId'] != 822 for x in doc['games']) and not play['expansionPlays'],
                  f'{name}: Hunters & Gatherers is no expansion of Carcassonne')
        else:
            check(doc['games'][0]['bggId'] == 822, f'{name}: a Carcassonne game is game 822')
        expected = {'inns-and-cathedrals': 2993, 'traders-and-builders': 5405, 'river': 2591,
                    'hills-and-sheep': 153773, 'wheel-of-fortune': 45748}
        check(sorted(e['bggId'] for e in play['expansionPlays']) == sorted(expected[s] for s in g['sets'] if s in expected),
              f'{name}: each expansion with its BoardGameGeek id', str(play['expansionPlays']))
        if gid.startswith('jcz-'):
            kinds['jcz'] += 1
        if gid.startswith('record-'):
            kinds['record'] += 1
        if 'towers-and-thieves' in g['sets']:
            kinds['towers'] += 1
            check('Towers & Thieves' in play['comments'] and 'Towers & Thieves' in data['comments'],
                  f'{name}: Towers & Thieves is named in the comments', play['comments'])
            check(all('Towers' not in x['name'] for x in doc['games']), f'{name}: Towers & Thieves gets no id')
        for s in g['sets']:
            if s in expected:
                check(s.split('-')[0].capitalize() in data['comments'] or 'River' in data['comments'],
                      f'{name}: {s} in the link\'s comments', data['comments'])

    check(kinds['hunters'] >= 1, 'a finished Hunters & Gatherers game was exported', str(kinds))
    check(kinds['jcz'] >= 1, 'a finished JCloisterZone import was exported (needs ../shared)', str(kinds))
    check(kinds['record'] >= 1, 'a finished record import without an id was exported', str(kinds))

    # no --game: the finished game played last
    path = os.path.join(tmp, 'last.bgsplay')
    p = run('export', '--bgstats', '--db', db, path)
    check(p.returncode == 0 and json.loads(p.stdout)['game'] == finished[0]['id'] if finished else False,
          'export --bgstats without --game: the finished game played last', p.stderr.strip())
    # --location names the one location in both
    if finished:
        p = run('bgstats-link', '--db', db, '--game', finished[0]['id'], '--location', 'Klub & Co')
        data = json.loads(urllib.parse.unquote(p.stdout.strip()[len(LINK_BASE):])) if p.returncode == 0 else {}
        check(data.get('location') == 'Klub & Co', '--location goes into the link', p.stderr.strip())

    # bad input: one line on stderr, status 2, no file
    def refused(args, name, words):
        p = run(*args)
        lines = p.stderr.strip().split('\n')
        check(p.returncode == 2 and len(lines) == 1 and words in p.stderr and p.stdout == '',
              name, f'status {p.returncode}: {p.stderr.strip()}')
    if unfinished:
        refused(['bgstats-link', '--db', db, '--game', unfinished[0]['id']], 'an unfinished game is refused', 'not finished')
        refused(['export', '--bgstats', '--db', db, '--game', unfinished[0]['id'], os.path.join(tmp, 'no.bgsplay')],
                'an unfinished game is not exported', 'not finished')
        check(not os.path.exists(os.path.join(tmp, 'no.bgsplay')), 'and no file is written')
    refused(['bgstats-link', '--db', db, '--game', 'no-such-game'], 'an unknown game is refused', 'no-such-game')
    refused(['bgstats-link', '--db', db], 'bgstats-link needs --game', '--game')
    refused(['export', '--db', db, '--location', 'x', os.path.join(tmp, 'x.json')], '--location only with --bgstats', '--bgstats')
    refused(['export', '--bgstats', '--db', db, '--game', finished[0]['id'] if finished else 'x', '/nonexistent/dir/p.bgsplay'],
            'a file that cannot be written is named', '/nonexistent/dir/p.bgsplay')

# The file the app wrote before issue 23 is refused for each point the issue lists.
old = json.load(open(os.path.join(here, 'bgstats-0.1.0.bgsplay')))
errors = schema_errors(play_schema, old)
for point, where in [('no location', 'locations: '), ('no locationRefId', "'locationRefId' is a required"),
                     ('no userInfo.meRefId', "'userInfo' is a required"), ('bggId 0 for an expansion', 'bggId: 0 is not one of')]:
    check(any(where in e for e in errors), f'the 0.1.0 file is refused: {point}', '; '.join(errors))

print(f'1..{len(results)}')
for i, (ok, name, why) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {i} - {name}')
    if not ok and why:
        print(f'# {why}')
sys.exit(0)
