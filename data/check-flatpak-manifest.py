#!/usr/bin/env python3
# Validate the Flatpak manifest against flatpak-builder's JSON schema.
# Usage: check-flatpak-manifest.py MANIFEST SCHEMA
# Exits 77 (skipped) when the schema or python3-jsonschema is not available.
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import sys

SKIP = 77


def main():
    if len(sys.argv) != 3:
        print('usage: check-flatpak-manifest.py MANIFEST SCHEMA', file=sys.stderr)
        return 2
    manifest_path, schema_path = sys.argv[1:]

    if not os.path.exists(schema_path):
        print(f'SKIP: no schema at {schema_path}')
        return SKIP
    try:
        import jsonschema
    except ImportError:
        print('SKIP: python3-jsonschema is not installed')
        return SKIP

    with open(schema_path, encoding='utf-8') as f:
        schema = json.load(f)
    try:
        with open(manifest_path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f'{manifest_path}: {e}', file=sys.stderr)
        return 1

    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(manifest), key=lambda e: list(e.path))
    for error in errors:
        where = '/'.join(str(p) for p in error.path) or '(top level)'
        print(f'{manifest_path}: {where}: {error.message}', file=sys.stderr)
    if errors:
        return 1
    print(f'{manifest_path}: valid')
    return 0


if __name__ == '__main__':
    sys.exit(main())
