"""``memorybook plan``: where the illustration model would live on this machine, or on hardware described
(what it does and how it chooses: :data:`app.cli.help_texts.PLAN_DESCRIPTION`, its ``--help``)."""

from __future__ import annotations

import argparse
import json

from words import Message, say, used_language


def register(subparsers) -> None:
    """Add ``plan`` to the ``memorybook`` sub-commands."""
    from app.cli.arg_types import positive_int
    from app.cli.help_texts import PLAN_DESCRIPTION
    from model.catalog import load_catalog
    from model.placement import Strategy

    choices = [s.value for s in Strategy]
    p = subparsers.add_parser(
        "plan",
        help="show how the illustration model would be placed on the GPUs/CPU/disk",
        description=PLAN_DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "--model",
        required=True,
        help=f"catalogue id ({', '.join(load_catalog())}), its Hugging Face id, or a diffusers folder",
    )
    p.add_argument(
        "--devices", help='described hardware, e.g. "cuda:0=16GiB,cuda:1=16GiB,cpu=64GiB,disk=200GiB"'
    )
    p.add_argument("--width", type=int, help="image width in pixels (default: the model's)")
    p.add_argument("--height", type=int, help="image height in pixels (default: the model's)")
    p.add_argument("--batch", type=positive_int, default=1, help="images generated together (default 1)")
    p.add_argument(
        "--pages", type=positive_int, default=1, help="pages in the book; replicas need 2 or more (default 1)"
    )
    p.add_argument(
        "--steps",
        type=positive_int,
        help="denoising steps a page (default: the model card's, else the pipeline's)",
    )
    p.add_argument(
        "--assume",
        help="the estimate's figures, e.g. gpu_tflops=400,cpu_tflops=0.5,pcie_gbps=25,pageable_gbps=12,"
        "link_gbps=300,disk_gbps=7 (default: by GPU memory; see model/placement/cost.py)",
    )
    p.add_argument("--placement", choices=choices, help="force a strategy instead of choosing one")
    p.add_argument(
        "--dtype",
        choices=["float16", "bfloat16", "float32"],
        help="load dtype for a folder (default float16)",
    )
    p.add_argument("--json", action="store_true", help="print the plan as JSON")
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
