"""The preflight: everything on each page that stands between the book and the printer, in plain words.

- :mod:`app.preflight.registry` — findings, severities, the page context and the :func:`page_check` registry.
- :mod:`app.preflight.failures` — pictures that failed their checks, remembered per page.
- :mod:`app.preflight.checks` — the page checks (photo, picture, characters, print layout) and the dry-run layout.
- :mod:`app.preflight.likeness` — the likeness check (does each person look like their photos).
- :mod:`app.preflight.language` — a Chinese scene an English-only model would not read.
- :mod:`app.preflight.run` — :func:`run_preflight`, every registered check over every page.

A new page check is a function decorated with :func:`page_check` in a module listed in
:data:`app.preflight.registry.CHECK_MODULES`. May import :mod:`app.book`, :mod:`app.print` and :mod:`model`;
never :mod:`app.build` (the build imports the preflight), Qt widgets or view-models.
"""

from app.preflight.failures import clear_failure, note_failed_picture, read_failures, record_failure
from app.preflight.registry import (
    PAGE_CHECKS,
    SEVERITIES,
    Finding,
    PageContext,
    PageReport,
    Preflight,
    page_check,
    page_label,
    severity_label,
)
from app.preflight.run import run_preflight

__all__ = [
    "PAGE_CHECKS",
    "SEVERITIES",
    "Finding",
    "PageContext",
    "PageReport",
    "Preflight",
    "clear_failure",
    "note_failed_picture",
    "page_check",
    "page_label",
    "read_failures",
    "record_failure",
    "run_preflight",
    "severity_label",
]
