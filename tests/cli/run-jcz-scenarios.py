#!/usr/bin/env python3
# Runs the shared JCloisterZone scenario checker on one set's scenarios with
# our carcassonne-cli. Exit 77 (meson: skipped) when ../shared is absent.
import glob, os, subprocess, sys

cli, shared, subset = sys.argv[1], sys.argv[2], sys.argv[3]
checker = os.path.join(shared, 'tools', 'check-jcz.py')
files = sorted(glob.glob(os.path.join(shared, 'reference', 'jcz', 'engine-tests', 'jcz5-client', subset, '*.jcz')))
if not os.path.exists(checker) or not files:
    print(f'skipped: {shared} has no checker or no {subset} scenarios')
    sys.exit(77)
sys.exit(subprocess.call([sys.executable, checker, cli] + files))
