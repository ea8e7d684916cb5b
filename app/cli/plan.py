"""``memorybook plan``: where the illustration model would live on this machine, or on hardware described
(what it does and how it chooses: the catalogue's ``cli.help.plan.description``, its ``--help``)."""

from __future__ import annotations

import argparse
import json

from words import Message, say, used_language


def register(subparsers) -> None:
    """Add ``plan`` to the ``memorybook`` sub-commands."""
    from app.cli.arg_types import positive_int
    from model.catalog import load_catalog
    from model.placement import Strategy

    choices = [s.value for s in Strategy]
    p = subparsers.add_parser(
        "plan",
        help=say(Message("cli.help.plan")),
        description=say(Message("cli.help.plan.description")),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--model",
        required=True,
        help=say(Message("cli.help.plan.model", ids=", ".join(load_catalog()))),
    )
    p.add_argument("--devices", help=say(Message("cli.help.plan.devices")))
    p.add_argument("--width", type=int, help=say(Message("cli.help.plan.width")))
    p.add_argument("--height", type=int, help=say(Message("cli.help.plan.height")))
    p.add_argument("--batch", type=positive_int, default=1, help=say(Message("cli.help.plan.batch")))
    p.add_argument("--pages", type=positive_int, default=1, help=say(Message("cli.help.plan.pages")))
    p.add_argument(
        "--steps",
        type=positive_int,
        help=say(Message("cli.help.plan.steps")),
    )
    p.add_argument(
        "--assume",
        help=say(Message("cli.help.plan.assume")),
    )
    p.add_argument("--placement", choices=choices, help=say(Message("cli.help.plan.placement")))
    p.add_argument(
        "--dtype",
        choices=["float16", "bfloat16", "float32"],
        help=say(Message("cli.help.plan.dtype")),
    )
    p.add_argument("--json", action="store_true", help=say(Message("cli.help.plan.json")))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from model.catalog import find_model
    from model.devices import inventory, parse_devices
    from model.placement import plan_for
    from model.placement.cost import parse_assumptions

    assumptions = parse_assumptions(args.assume)
    devices = parse_devices(args.devices) if args.devices else inventory()
    entry = find_model(args.model)  # a catalogue id or its Hugging Face id
    model = entry.id if entry is not None else args.model
    plan = plan_for(
        model,
        devices,
        width=args.width,
        height=args.height,
        batch=args.batch,
        pages=args.pages,
        placement=args.placement,
        dtype=args.dtype,
        steps=args.steps,
        assumptions=assumptions,
    )
    if args.json:
        print(json.dumps(plan.to_json_dict(), ensure_ascii=False, indent=2))
    else:
        for line in (*_catalogue_lines(model), *plan.lines):
            print(say(line))
    return 0


def _catalogue_lines(model_id: str) -> list[Message]:
    """Lines about a catalogue model (licence, prompt languages, size, minimum GPU memory, reference photos);
    none for a folder."""
    from model.catalog import load_catalog
    from model.placement.memory import min_memory_bytes

    entry = load_catalog().get(model_id)
    if entry is None:
        return []
    zh = used_language() == "zh" and entry.licence_zh  # the catalogue words some licences for Chinese readers
    use = Message("model.plan.commercial") if entry.commercial_use else Message("model.plan.non_commercial")
    lines = [
        Message(
            "model.plan.catalogue",
            name=entry.name,
            hub=entry.hub_id,
            licence=entry.licence_zh if zh else entry.licence,
            use=use,
            languages=list(entry.languages),
            size=f"{entry.total_bytes / 1e9:.1f}",
            dtype=entry.dtype,
            least=f"{min_memory_bytes(entry) / 1e9:.1f}",
            width=entry.width,
            height=entry.height,
        )
    ]
    if entry.takes_references:
        lines.append(Message("model.plan.references", most=entry.max_references))
    return lines
