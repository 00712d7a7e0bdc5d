"""crlib: the old single module of the results format, now split by job:

  schema.py    the record and results-file description, the verdicts of
               harness/verdicts.def, the validator, load and dump_results
  model.py     what records mean: cells, states, labels, roots, figures,
               the benchmark comparison
  tradeoff.py  the trade-off between safe cancellation and entry cost
  packages.py  a libc root's PACKAGES.tsv
  relink.py    cr-relink and the relinking cr-matrix does

This module only re-exports their names under the old one, for the code
that still reads crlib (kernels/tests); new code imports the
module that does the job.
"""
from .model import (  # noqa: F401
    bench_changes, bench_key, bench_label, bench_pairs, call_order, cells, count_text, failure_state, figure,
    guest_name, is_finding, libc_label, machine_summary, proportion_z, record_key, record_ok, record_state,
    root_name, row_label, row_sort_key, variant_arch, variant_libc_arch, vkey)
from .packages import (  # noqa: F401
    PACKAGES_BASE, PACKAGES_COLUMNS, format_packages_tsv, read_packages, read_packages_tsv)
from .relink import TRIPLET, elf_versions, needs_relink, parse_link_lines, relink, root_libc  # noqa: F401
from .relink import USAGE as RELINK_USAGE, main as relink_main  # noqa: F401
from .schema import (  # noqa: F401
    ARCHES, BENCH_STATS, BOUNDARY_ROWS, BOUNDARY_STATES, CHECK_KINDS, ENTRY_KINDS, EXPECTS, ISO, KIND_FIELDS,
    KINDS, MODES, RACE_VERDICTS, RACE_VERDICTS_ROWS, RECORD_FIELDS, RECORD_SCHEMA, RESULTS_SCHEMA, RUN_FIELDS,
    SWEEP_SUMMARY_FACTS, THREAD_STATES, TIMINGS, TRIAL_MODES, VERDICTS_DEF, Invalid, all_checks,
    derived_status, dump_results, load, read_verdicts, record_fields, unknown_fields, validate_record,
    validate_results)
from .tradeoff import IMPL_ORDER, RAW_ENTRY, tradeoff  # noqa: F401
