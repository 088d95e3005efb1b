#!/usr/bin/env python3
# Every record the program writes follows docs/record-format.schema.json:
# the sample game in tests/data, and the record of every JCloisterZone
# scenario (when ../shared is there). A record written again from itself is
# byte for byte the same. Exit 77 (skip) without python3-jsonschema.
import glob, json, os, subprocess, sys, tempfile

cli, srcdir, shared = sys.argv[1], sys.argv[2], sys.argv[3]
try:
    import jsonschema
except ImportError:
    print('skipped: python3-jsonschema is not installed')
    sys.exit(77)

schema = json.load(open(os.path.join(srcdir, 'docs', 'record-format.schema.json')))
validator = jsonschema.Draft202012Validator(schema)

def record_of(path):
    p = subprocess.run([cli, 'record', path], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f'{path}: carcassonne-cli record failed: {p.stderr.strip()}')
    return p.stdout

sources = sorted(glob.glob(os.path.join(srcdir, 'tests', 'data', '*.json')))
sources += sorted(glob.glob(os.path.join(shared, 'reference', 'jcz', 'engine-tests', 'jcz5-client', '*', '*.jcz')))
failures = 0
checked = 0
with tempfile.TemporaryDirectory() as tmp:
    for i, src in enumerate(sources):
        text = record_of(src)
        errors = sorted(validator.iter_errors(json.loads(text)), key=lambda e: list(e.path))
        for e in errors[:3]:
            print(f'{src}: {"/".join(map(str, e.path))}: {e.message}')
            failures += 1
        again = os.path.join(tmp, f'{i}.json')
        with open(again, 'w') as f:
            f.write(text)
        if record_of(again) != text:
            print(f'{src}: the record does not round-trip byte for byte')
            failures += 1
        checked += 1
print(f'{checked} records checked, {failures} problems')
sys.exit(1 if failures or checked == 0 else 0)
