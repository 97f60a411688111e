#!/usr/bin/python3
"""Reads Prometheus text exposition from the file named by argv[1] with the reference parser,
prometheus_client, from Debian's python3-prometheus-client (Scripts/install-deps.sh installs it;
the interpreter is Debian's, not the first python3 on PATH, so that it sees that package), and prints its samples as JSON. A parse
error or a series written twice exits non-zero with the reason. Used by the Prometheus tests of
both AASACoreTests and AASACommandTests."""
import json
import sys

from prometheus_client.parser import text_string_to_metric_families

text = open(sys.argv[1], encoding="utf-8", newline="").read()
samples, seen = [], set()
for family in text_string_to_metric_families(text):
    for s in family.samples:
        key = (s.name, tuple(sorted(s.labels.items())))
        if key in seen:
            sys.exit("duplicate series: %r" % (key,))
        seen.add(key)
        samples.append({"name": s.name, "labels": s.labels, "value": s.value, "type": family.type})
print(json.dumps(samples))
