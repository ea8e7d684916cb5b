"""The print options of ``build`` and ``demo``: the book's large print (``--large-print on|off``, kept in the
book; ``--normal-print`` for one build) and a print-on-demand order (``--for SERVICE`` with ``--binding``,
``--paper``, ``--force``, ``--for-sale``); the build's :class:`app.build.BuildRequest` from all its options."""

from __future__ import annotations

import argparse
from typing import Literal

from app.book.errors import BookError
from words import Message, say


def add_print_options(p: argparse.ArgumentParser) -> None:
    """``--large-print``, ``--normal-print`` and the order's options (:func:`add_order_options`)."""
    p.add_argument(
        "--large-print",
        choices=["on", "off"],
        help=say(Message("cli.help.build.large_print")),
    )
    p.add_argument(
        "--normal-print",
        action="store_true",
        help=say(Message("cli.help.build.normal_print")),
    )
    add_order_options(p)


def add_order_options(p: argparse.ArgumentParser) -> None:
    """``--for``, ``--binding``, ``--paper``, ``--force``, ``--for-sale``: a print-on-demand order."""
    from app.print.services import SERVICES

    p.add_argument(
        "--for",
        dest="service",
        choices=list(SERVICES),
        help=say(Message("cli.help.build.for")),
    )
    p.add_argument(
        "--binding", choices=["paperback", "hardcover", "saddle"], help=say(Message("cli.help.build.binding"))
    )
    p.add_argument("--paper", metavar="NAME", help=say(Message("cli.help.build.paper")))
    p.add_argument("--force", action="store_true", help=say(Message("cli.help.build.force")))
    p.add_argument(
        "--for-sale",
        action="store_true",
        help=say(Message("cli.help.build.for_sale")),
    )


def order_arguments(project, args: argparse.Namespace):
    """The build's order (an :class:`app.build.OrderChoice`, or None) from ``--for`` and its companions; with
    ``--for-sale`` the book is marked for sale and with ``--large-print on|off`` its large print is set (both
    saved). Raises BookError for a companion without ``--for``
    or ``--for`` with ``--print-shop``/``--bleed`` (the service decides those)."""
    service = getattr(args, "service", None)
    large = getattr(args, "large_print", None)
    if large == "on" and getattr(args, "normal_print", False):
        raise BookError(Message("cli.order.large_print_conflict"))
    if large is not None and project.book.large_print != (large == "on"):
        project.book.large_print = large == "on"  # the book's one large-print setting, kept
        project.save()
    if getattr(args, "for_sale", False) and not project.book.for_sale:
        project.book.for_sale = True
        project.save()
    if not service and (args.binding or args.paper or args.force):
        raise BookError(Message("cli.order.without_service"))
    if service and (args.print_shop or args.bleed):
        raise BookError(Message("cli.order.service_sets_itself", service=service))
    from app.build import OrderChoice

    return OrderChoice(service, args.binding, args.paper, args.force) if service else None


def build_request(args: argparse.Namespace, order, engine: str | None, model: str | None):
    """The :class:`app.build.BuildRequest` of ``build`` / ``demo``: ``args``' options, the ``order``
    (:func:`order_arguments`), the ``engine`` and ``model`` chosen. Raises nothing the user can cause: argparse
    has refused every wrong value."""
    from app.build import BuildRequest

    return BuildRequest(
        engine=engine,
        model=model,
        trim=args.size,
        bleed=args.bleed,
        print_shop=args.print_shop,
        large_print=False if args.normal_print else None,
        order=order,
        distributed=args.distributed,
        placement=args.placement,
        model_processes=args.model_processes,
        timeout_s=args.timeout if args.distributed else None,
        language=_findings_language(),  # the user's, as `check` prints them
        reuse=_reuse(args),
    )


def _findings_language() -> str | None:
    """The findings' language at the end of a build: the user's (:func:`app.cli.language.findings_language`), a
    language they are not written in read in English (as they always were); None: the book's."""
    from app.cli.language import findings_language

    language = findings_language()
    return language if language in (None, "zh") else "en"


def _reuse(args: argparse.Namespace) -> bool | Literal["record"]:
    """``build``: the last PDF when nothing changed, or with ``--rebuild`` a new one recorded for the next build;
    ``demo`` (a new book each time): False."""
    if not hasattr(args, "rebuild"):
        return False
    return "record" if args.rebuild else True
