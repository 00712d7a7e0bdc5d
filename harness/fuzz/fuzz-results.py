#!/usr/bin/env python3
"""fuzz-results: a stdlib-only mutation fuzzer for the results reader
(scripts/cancelrace/schema.py: load(), and the views of model.py and
tradeoff.py that cr-table/cr-compare build on what it accepts).  Records and
results files come from other machines and other releases: the reader must
accept a document or raise schema.Invalid with a
message -- never another exception (TypeError, KeyError, ...) that would
surface as a traceback instead of "malformed, exit 2".  And whatever load()
accepts, the views must render without an exception.

Inputs: the in-tree corpus (harness/fuzz/corpus/results/) and the files
given.  Mutations, from a seeded PRNG (reproducible): structure-aware
(delete a key, swap a value for another type, NaN/Infinity, huge numbers,
deep nesting, duplicated or emptied lists) and byte-level (truncate, flip,
splice).  A finding is printed with its seed and saved under --artifacts.

usage: fuzz-results [--iterations N | --seconds S] [--seed X]
                    [--artifacts DIR] [--scripts DIR] [FILE...]
Exit: 0 no finding, 1 findings, 2 usage error.  TAP on stdout.
"""
import argparse
import json
import os
import random
import signal
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_args(argv):
    p = argparse.ArgumentParser(prog="fuzz-results", description=__doc__.split("\n")[0])
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--seconds", type=float, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--artifacts", default=None, help="where findings are saved")
    p.add_argument("--scripts", default=None, help="the folder of the cancelrace package (scripts/)")
    p.add_argument("--known", action="append", default=[], metavar="SITE=REASON",
                   help="a known finding (substring of its site, e.g. 'in _race TypeError'): "
                        "reported as TAP TODO, not a failure")
    p.add_argument("files", nargs="*")
    try:
        a = p.parse_args(argv)
    except SystemExit as e:
        sys.exit(2 if e.code else 0)
    if a.iterations is not None and not 0 < a.iterations <= 10 ** 8:
        p.error("--iterations must be in 1..100000000")
    if a.seconds is not None and not 0 < a.seconds <= 86400:
        p.error("--seconds must be in (0, 86400]")
    for k in a.known:
        if "=" not in k or not k.split("=", 1)[0]:
            p.error("--known wants SITE=REASON, not %r" % k)
    if a.iterations is None and a.seconds is None:
        a.iterations = 500
    return a


ODD_VALUES = [None, True, False, 0, -1, 1.5, 10 ** 30, -(10 ** 30), float("nan"),
              float("inf"), "", "x" * 5000, "\u0000\ud800", [], {}, [[[[[]]]]], {"": {}}]


def nodes(doc, path=()):
    yield path, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from nodes(v, path + (i,))


def get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def mutate_tree(doc, rng):
    doc = json.loads(json.dumps(doc))
    for _ in range(rng.randint(1, 4)):
        all_nodes = list(nodes(doc))
        path, node = rng.choice(all_nodes)
        if not path:
            if rng.random() < 0.2:
                doc = rng.choice(ODD_VALUES)
            continue
        parent = get(doc, path[:-1])
        key = path[-1]
        op = rng.randrange(6)
        if op == 0 and isinstance(parent, dict):
            del parent[key]
        elif op == 1:
            parent[key] = rng.choice(ODD_VALUES)
        elif op == 2 and isinstance(node, (int, float)) and not isinstance(node, bool):
            parent[key] = rng.choice([-node, node * 10 ** 12, str(node), int(node) if node == node and abs(node) != float("inf") else 0])
        elif op == 3 and isinstance(node, list):
            parent[key] = node * rng.randint(0, 3)
        elif op == 4 and isinstance(node, str):
            parent[key] = rng.choice([node[: rng.randint(0, len(node))], node + "\n\t\"", node.upper(), 7])
        elif op == 5 and isinstance(parent, dict):
            other = rng.choice(all_nodes)[1]
            parent[key] = json.loads(json.dumps(other))
    return json.dumps(doc, allow_nan=True).encode()


def mutate_bytes(data, rng):
    b = bytearray(data)
    op = rng.randrange(4)
    if op == 0 and b:
        del b[rng.randrange(len(b)):]
    elif op == 1 and b:
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    elif op == 2:
        pos = rng.randrange(len(b) + 1)
        b[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    elif b:
        i, j = sorted(rng.randrange(len(b)) for _ in range(2))
        b[i:j] = b[j:i:-1]
    return bytes(b)


def check_one(path):
    """None when the reader behaved; a description of the finding otherwise."""
    from cancelrace import model, schema, tradeoff
    try:
        doc = schema.load(path)
    except schema.Invalid as e:
        if not str(e):
            return "Invalid without a message"
        return None
    except Exception:
        return "load() raised, not schema.Invalid:\n" + traceback.format_exc()
    if not isinstance(doc, dict) or not isinstance(doc.get("records"), list):
        return "load() accepted a document without a records list"
    try:
        for r in doc["records"]:
            model.row_label(r)
            model.record_key(r)
            model.cells(r)
            model.libc_label(r)
        model.machine_summary(doc["records"])
        tradeoff.tradeoff(doc["records"])
        model.bench_changes(doc, doc)
    except Exception:
        return "a view failed on a document load() accepted:\n" + traceback.format_exc()
    return None


def _stop(sig, frame):
    # SystemExit unwinds through the TemporaryDirectory: no litter.
    raise SystemExit(128 + sig)


def read_seeds(files):
    """(name, bytes) of the in-tree corpus and FILES; None (after saying
    why) when one cannot be read."""
    corpus_dir = os.path.join(HERE, "corpus", "results")
    seeds = []
    for f in sorted(os.listdir(corpus_dir)) if os.path.isdir(corpus_dir) else []:
        seeds.append(os.path.join(corpus_dir, f))
    inputs = []
    for s in seeds + files:
        try:
            with open(s, "rb") as fh:
                inputs.append((s, fh.read()))
        except OSError as e:
            print("fuzz-results: %s: %s" % (s, e), file=sys.stderr)
            return None
    return inputs


class Fuzz:
    """One fuzzing session: each input goes through the reader (check_one);
    a finding is counted, reported once per distinct failure site, and
    kept in the artifacts folder when there is one."""

    def __init__(self, tmp, artifacts):
        self.path = os.path.join(tmp, "input.json")
        self.artifacts = artifacts
        self.findings = 0
        self.seen = {}

    def run(self, data, what):
        with open(self.path, "wb") as fh:
            fh.write(data)
        bad = check_one(self.path)
        if not bad:
            return
        self.findings += 1
        # One report per distinct failure site (the innermost frame).
        lines = [x for x in bad.strip().split("\n") if x.strip()]
        sites = [x.strip() for x in lines if x.strip().startswith("File ")]
        sig = (sites[-1] if sites else lines[0]) + " " + lines[-1].split(":")[0]
        self.seen[sig] = self.seen.get(sig, 0) + 1
        if self.seen[sig] > 1:
            return
        print("# finding (%s): %s" % (what, bad.replace("\n", "\n# ")))
        if self.artifacts:
            os.makedirs(self.artifacts, exist_ok=True)
            out = os.path.join(self.artifacts, "results-finding-%d.json" % self.findings)
            with open(out, "wb") as fh:
                fh.write(data)
            print("# saved as %s" % out)


def mutations(fz, inputs, a):
    """Mutated inputs through the reader until --iterations or --seconds;
    how many ran."""
    rng = random.Random(a.seed)
    deadline = time.monotonic() + a.seconds if a.seconds else None
    i = 0
    while True:
        if a.iterations is not None and i >= a.iterations:
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        name, data = inputs[i % len(inputs)]
        try:
            tree = json.loads(data)
        except ValueError:
            tree = None
        if tree is not None and rng.random() < 0.7:
            m = mutate_tree(tree, rng)
        else:
            m = mutate_bytes(data, rng)
        fz.run(m, "seed %d, iteration %d, from %s" % (a.seed, i, os.path.basename(name)))
        i += 1
    return i


def main(argv):
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _stop)
    a = parse_args(argv)
    scripts = a.scripts or os.path.join(HERE, "..", "..", "scripts")
    if not os.path.isfile(os.path.join(scripts, "cancelrace", "schema.py")):
        print("1..0 # SKIP no scripts/cancelrace/schema.py under %s" % scripts)
        return 77
    sys.path.insert(0, scripts)
    inputs = read_seeds(a.files)
    if inputs is None:
        return 2
    if not inputs:
        print("Bail out! no seeds (corpus %s is empty)" % os.path.join(HERE, "corpus", "results"))
        return 99
    n = 0
    with tempfile.TemporaryDirectory(prefix="fuzz-results.") as tmp:
        fz = Fuzz(tmp, a.artifacts)
        # The seeds themselves (the replay part).
        for name, data in inputs:
            n += 1
            before = fz.findings
            fz.run(data, name)
            print("%sok %d - seed %s" % ("not " if fz.findings > before else "", n, os.path.basename(name)))
        i = mutations(fz, inputs, a)
        n += 1
    for sig, count in sorted(fz.seen.items(), key=lambda x: -x[1]):
        print("# %5d x %s" % (count, sig))
    known = dict(k.split("=", 1) for k in a.known)
    unknown = [sig for sig in fz.seen if not any(k in sig for k in known)]
    todo = "; ".join(r for k, r in known.items() if any(k in sig for sig in fz.seen))
    print("%sok %d - %d mutations (seed %d): %d findings at %d distinct sites%s"
          % ("not " if fz.findings else "", n, i, a.seed, fz.findings, len(fz.seen),
             " # TODO " + todo if fz.findings and not unknown else ""))
    print("1..%d" % n)
    return 1 if unknown else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
