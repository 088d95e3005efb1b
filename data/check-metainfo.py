#!/usr/bin/env python3
# The AppStream metadata as reviewers check it (issue 23, section 3), beyond
# `appstreamcli validate`'s pass: every issue Debian 12's appstreamcli
# (0.16.1) reports, pedantic hints included, must be one of the two this
# file explains; and what the validator does not check is checked here.
#   check-metainfo.py METAINFO_XML PROJECT_VERSION TILES_DIR
import json, glob, os, re, subprocess, sys
import xml.etree.ElementTree as ET

path, version, tiles = sys.argv[1], sys.argv[2], sys.argv[3]
problems = []

# The two known: the app id has capitals (it has been the id since 0.1.0,
# and renaming it loses users' settings and data); <developer> is AppStream
# 1.0's, which 0.16.1 does not know yet (it reports it as "info" and passes).
KNOWN = {('cid-contains-uppercase-letter', 'pedantic'), ('unknown-tag', 'info', 'developer')}
p = subprocess.run(['appstreamcli', 'validate', '--no-net', '--pedantic', '--format', 'yaml', path],
                   capture_output=True, text=True)
if p.returncode != 0:
    problems.append(f'appstreamcli validate failed:\n{p.stdout}{p.stderr}')
for block in re.split(r'\n- ', p.stdout)[1:]:
    tag = re.search(r'^tag: (\S+)', block, re.M)
    severity = re.search(r'^\s*severity: (\S+)', block, re.M)
    hint = re.search(r'^\s*hint: (.*)$', block, re.M)
    tag, severity, hint = tag and tag.group(1), severity and severity.group(1), hint and hint.group(1).strip()
    if (tag, severity) not in KNOWN and (tag, severity, hint) not in KNOWN:
        problems.append(f'appstreamcli: {severity} {tag} ({hint})')

root = ET.parse(path).getroot()
def untranslated(parent, name):
    return [e for e in parent.findall(name) if '{http://www.w3.org/XML/1998/namespace}lang' not in e.attrib]

summary = untranslated(root, 'summary')
if len(summary) != 1 or len(summary[0].text.strip()) > 35:
    problems.append(f'the summary must be one of at most 35 characters: {[s.text for s in summary]}')
for s in root.findall('summary'):
    if len(s.text.strip()) > 35:
        lang = s.get('{http://www.w3.org/XML/1998/namespace}lang')
        problems.append(f'the {lang} summary has more than 35 characters: {s.text!r}')
dev = root.find('developer')
if dev is None or not dev.get('id') or dev.find('name') is None or not dev.find('name').text.strip():
    problems.append('a <developer id="…"><name>…</name></developer> is needed')
colours = {(c.get('type'), c.get('scheme_preference')) for c in root.findall('branding/color')}
if not {('primary', 'light'), ('primary', 'dark')} <= colours:
    problems.append(f'<branding> needs a primary colour for light and for dark: {colours}')
if root.find('content_rating') is None or root.find('content_rating').get('type') != 'oars-1.1':
    problems.append('an OARS 1.1 content rating is needed')
if not [r for r in root.findall('releases/release') if r.get('version') == version]:
    problems.append(f'no release entry for this version, {version}')
shots = root.findall('screenshots/screenshot')
if not shots:
    problems.append('no screenshots')
for shot in shots:
    if not untranslated(shot, 'caption'):
        problems.append('a screenshot without a caption')
    for image in shot.findall('image'):
        url = image.text.strip()
        width, height = int(image.get('width', 0)), int(image.get('height', 0))
        # Flathub's recommendation: at least 1248×702 (16:9) …, 1280×800 here
        if width < 1248 or height < 702:
            problems.append(f'{url}: {width}×{height}, not a recommended size')
        pinned = re.match(r'^https://github\.com/[^/]+/[^/]+/raw/([0-9a-f]{40}|v[0-9.]+)/docs/screenshots/[a-z-]+\.png$', url)
        if not pinned:
            problems.append(f'{url}: not pinned to a tag or a commit')
        local = os.path.join(os.path.dirname(tiles.rstrip('/')), '..', 'docs', 'screenshots', os.path.basename(url))
        if os.path.exists(local):
            with open(local, 'rb') as f:
                head = f.read(24)
            size = int.from_bytes(head[16:20], 'big'), int.from_bytes(head[20:24], 'big')
            if size != (width, height):
                problems.append(f'{local} is {size[0]}×{size[1]}, the metadata says {width}×{height}')
        else:
            problems.append(f'{url}: there is no {local}')

# every set the app plays is named in the description's feature list
features = ' '.join(''.join(li.itertext()) for li in root.findall('description/ul/li')
                    if '{http://www.w3.org/XML/1998/namespace}lang' not in li.attrib)
for data in sorted(glob.glob(os.path.join(tiles, '*.json'))):
    name = json.load(open(data))['set']['name']
    if name == 'Base game':
        continue
    if name.removeprefix('The ') not in features:
        problems.append(f'the feature list does not name {name}')

for problem in problems:
    print(problem)
print(f'{path}: {len(problems)} problems')
sys.exit(1 if problems else 0)
