"""What a guest runs: the runs of the races and benchmarks asked for, each
[(tag, binary, args, root)], and /cr/plan.sh, the script the guest's init
(kernels/guest-init) sources to run them."""
import os
import shlex

from .common import GUEST_BUILD, GUEST_CR, GUEST_ROOTS, GUEST_RUN, PROBE, SELFTEST, Usage, log

MODES = ("hammer", "sweep", "blocked", "pending")


def guest_cmd(tag, binary, args, timeout, root=None):
    """One cr_run line of the plan.  More than one mode (--sweep
    --blocked): the guest passes the ones the program has (guest-init's
    cr_modes asks the program), since a race whose call does not block has
    no --blocked and refuses it."""
    env = ["LIBC_ROOT=%s/%s" % (GUEST_ROOTS, root)] if root else []
    prog = GUEST_BUILD + "/" + binary
    modes = [w[2:] for w in args if w[2:] in MODES and w.startswith("--")]
    if len(modes) > 1:
        args = [w for w in args if not (w.startswith("--") and w[2:] in MODES)]
    words = ["cr_run", tag] + env + [GUEST_RUN, "--timeout", "%g" % timeout, "--", prog] + args
    line = " ".join(shlex.quote(w) for w in words)
    if len(modes) > 1:
        line += " $(cr_modes %s %s)" % (shlex.quote(prog), " ".join(modes))
    return line


def make_plan(runs, timeout, selftest=True):
    """The guest's /cr/plan.sh: the probe, the selftest, then each run
    [(tag, binary, args, root)]."""
    body = []
    if selftest:
        body.append(guest_cmd("selftest", SELFTEST, [], timeout))
    body += [guest_cmd(tag, b, args, timeout, root) for tag, b, args, root in runs]
    lines = ["# written by scripts/cr-kernels: sourced by /init (kernels/guest-init)",
             "CR_TOTAL=%d" % (len(body) + 1),
             "if cr_probe %s; then" % shlex.quote(GUEST_BUILD + "/" + PROBE)]
    lines += ["\t" + b for b in body]
    lines += ["else", "\techo \"CR-GUEST-SKIP the probe did not run (exit $(cat /out/probe.rc 2>/dev/null))\"",
              "fi"]
    return "\n".join(lines) + "\n"


def race_runs(races, variants, roots, root_variants, mode_args, extra, only=None):
    """[(tag, binary, args, root)]: every race x variant on this machine's
    libcs ("host"), and x root_variants under each fetched root; a race
    in only ({race: variants}: a library race) just for its variants."""
    out = []
    for root in ["host"] + sorted(roots):
        for race in races:
            for v in variants:
                if root != "host" and v not in root_variants:
                    continue
                if only and race in only and v not in only[race]:
                    continue
                tag = "%s.%s.%s" % (root, race, v)
                args = ["--json", "/out/%s.json" % tag, "--expect", GUEST_CR + "/expectations.tsv"] + mode_args + extra
                out.append((tag, "races/%s.%s" % (race, v), args, None if root == "host" else root))
    return out


# The benchmarks' counts in a guest: timings there are emulated (TCG) or
# virtualised, never this machine's, so a run is for the facts a record
# carries (the kernel entry its measured call executed, stepped once before
# timing), and a few repetitions are enough.
BENCH_ARGS = "--iterations 200 --reps 3 --warmup 1"
BENCH_TAG = "bench"


def bench_runs(specs):
    """[(tag, binary, args, None)] of --bench specs "PROGRAMS[=ARGS]": each
    i386 benchmark program of the comma list (bench/NAME.VARIANT, as the
    build names it) with ARGS (default BENCH_ARGS), its record to
    /out/bench.NAME.VARIANT.json."""
    out, seen = [], set()
    for spec in specs:
        progs, _, args = spec.partition("=")
        words = shlex.split(args if args.strip() else BENCH_ARGS)
        for b in [p for p in progs.split(",") if p]:
            name = os.path.basename(b)
            if not b.startswith("bench/") or "." not in name or "i386" not in name.split(".", 1)[1]:
                raise Usage("--bench wants i386 benchmark programs bench/NAME.VARIANT, got %r" % b)
            tag = "%s.%s" % (BENCH_TAG, name)
            if tag not in seen:
                seen.add(tag)
                out.append((tag, b, words + ["--json", "/out/%s.json" % tag], None))
    return out


def is_bench_run(run):
    return run[0].startswith(BENCH_TAG + ".")


def in_guest(run):
    """Whether a run's program can run in the guest: uClibc-ng's programs
    name their loader by its path in the build tree (scripts/build-uclibc),
    which the guest's initramfs does not carry (there they skip: "the
    32-bit ELF interpreter ... is not installed")."""
    return ".uclibc-" not in os.path.basename(run[1])


def plan_all_runs(a, sets, roots, mode_args, extra):
    """The benchmarks of --bench first (short, and their facts come back
    even from a guest stopped at its bound), then every set's runs, each
    tag once, in the sets' order; uClibc-ng's programs left out, said."""
    runs = bench_runs(a.bench)
    tags = {r[0] for r in runs}
    for races, variants, only in sets:
        for run in race_runs(races, variants, roots, a.root_variants.split(","), mode_args, extra, only):
            if run[0] not in tags:
                tags.add(run[0])
                runs.append(run)
    left = [r for r in runs if not in_guest(r)]
    if left:
        log("left out of the guest: %d uClibc-ng programs (%s ...): their loader is named by its path "
            "in the build tree, which the guest does not carry" % (len(left), left[0][1]))
    return [r for r in runs if in_guest(r)]
