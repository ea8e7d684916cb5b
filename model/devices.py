"""Device inventory: the accelerators torch sees, CPU memory and disk for offload — real or described.

``inventory()`` asks torch (CUDA, then MPS and XPU where present), psutil and the file system what this machine
has. ``parse_devices("cuda:0=16GiB,cuda:1=16GiB")`` describes hardware that is not here (a volunteer group
deciding what to buy); the planner (:mod:`model.placement`) takes either.

All sizes are bytes. Size strings accept the IEC units (KiB, MiB, GiB, TiB: powers of 1024) and the SI units
(KB, MB, GB, TB: powers of 1000) — the same convention as Accelerate's ``convert_file_size_to_int``.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from model.errors import ModelError
from words import Message

ACCELERATOR_KINDS = ("cuda", "mps", "xpu")
"""Device kinds that compute (accelerators), as torch names them."""

_UNITS = {
    "": 1,
    "B": 1,
    "KB": 10**3,
    "MB": 10**6,
    "GB": 10**9,
    "TB": 10**12,
    "KIB": 2**10,
    "MIB": 2**20,
    "GIB": 2**30,
    "TIB": 2**40,
}


def parse_size(text: str | int) -> int:
    """``"16GiB"`` → 17179869184; ``"24GB"`` → 24000000000; an int or digit string is bytes.

    Raises ModelError naming the value when it is not a size.
    """
    if isinstance(text, int):
        return text
    match = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([A-Za-z]*)\s*", str(text))
    unit = match.group(2).upper() if match else None
    if not match or unit not in _UNITS:
        raise ModelError(Message("model.devices.bad_size", text=str(text)))
    return int(float(match.group(1)) * _UNITS[unit])


def format_size(n: int) -> str:
    """Bytes → ``"15.9 GiB"`` / ``"512.0 MiB"`` (IEC units, one decimal)."""
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(value) < 1024 or unit == "GiB":
            return f"{value:.1f} {unit}" if unit != "B" else f"{int(value)} B"
        value /= 1024
    return f"{value:.1f} GiB"  # pragma: no cover


@dataclass(frozen=True)
class Device:
    """One place weights can live.

    ``name`` is torch's device string (``"cuda:0"``, ``"mps"``, ``"xpu:1"``, ``"cpu"``) or ``"disk"``;
    ``total_bytes`` its capacity, ``free_bytes`` what is free now (for described hardware: the budget given).
    """

    name: str
    total_bytes: int
    free_bytes: int
    label: str = ""

    @property
    def kind(self) -> str:
        """``"cuda"``, ``"mps"``, ``"xpu"``, ``"cpu"`` or ``"disk"``."""
        return self.name.split(":")[0]

    @property
    def is_accelerator(self) -> bool:
        return self.kind in ACCELERATOR_KINDS

    @property
    def index(self) -> int | None:
        """The device ordinal (``cuda:1`` → 1); None for mps/cpu/disk."""
        return int(self.name.split(":")[1]) if ":" in self.name else None


@dataclass(frozen=True)
class Inventory:
    """The devices a plan may use: accelerators (in order), the CPU, and disk for offload.

    ``described`` is True when the hardware came from a description rather than from this machine.
    """

    accelerators: tuple[Device, ...]
    cpu: Device
    disk: Device | None = None
    described: bool = False
    notes: tuple[str, ...] = field(default=())

    @property
    def all(self) -> tuple[Device, ...]:
        return self.accelerators + (self.cpu,) + ((self.disk,) if self.disk else ())

    def describe(self) -> str:
        """One line per device: name, label, free/total."""
        lines = []
        for d in self.all:
            label = f" ({d.label})" if d.label else ""
            lines.append(f"{d.name}{label}: {format_size(d.free_bytes)} free of {format_size(d.total_bytes)}")
        return "\n".join(lines)


def _cpu_device() -> Device:
    import psutil

    vm = psutil.virtual_memory()
    return Device("cpu", int(vm.total), int(vm.available), label="system memory")


def _disk_device(offload_dir: str | Path | None) -> Device:
    path = Path(offload_dir) if offload_dir else Path.home()
    while not path.exists() and path != path.parent:
        path = path.parent
    usage = shutil.disk_usage(path)
    return Device("disk", int(usage.total), int(usage.free), label=f"offload under {path}")


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _visible_order(spec: str | None, uuids: list[str]) -> list[int] | None:
    """NVML indices in CUDA's order under ``CUDA_VISIBLE_DEVICES`` (``spec``): ordinals or ``GPU-…`` UUID prefixes,
    the list cut at the first entry that names no GPU (as CUDA does); None for what only CUDA can resolve (MIG
    instances), where the caller asks torch instead."""
    if spec is None:
        return list(range(len(uuids)))
    order: list[int] = []
    for entry in (e.strip() for e in spec.split(",")):
        if entry.startswith("MIG-"):
            return None
        if entry.lstrip("-").isdigit():
            index = int(entry)
            if not 0 <= index < len(uuids):
                break
        else:
            matches = [i for i, u in enumerate(uuids) if entry and u.startswith(entry)]
            if len(matches) != 1:
                break
            index = matches[0]
        if index in order:
            break
        order.append(index)
    return order


def nvml_gpus(environ: dict[str, str] | None = None) -> list[Device] | None:
    """The CUDA GPUs as NVML (``pynvml``, the ``nvidia-ml-py`` package) reports them — total and free memory, name —
    numbered as CUDA numbers them, without opening a CUDA context on any (``torch.cuda.mem_get_info`` opens one on
    every GPU it asks, ≈ 300–500 MiB each, for as long as the process lives).

    CUDA's order follows ``CUDA_VISIBLE_DEVICES`` (ordinals or UUIDs) and ``CUDA_DEVICE_ORDER`` (default
    ``FASTEST_FIRST``; NVML counts by PCI bus, which is CUDA's order among alike GPUs and under ``PCI_BUS_ID``).
    Returns None where NVML cannot say what CUDA will number — not installed, no driver, MIG instances, unlike
    GPUs in fastest-first order — and the caller asks torch."""
    import os

    env: Mapping[str, str] = os.environ if environ is None else environ
    try:
        import pynvml
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
    except Exception:  # pynvml.NVMLError and its subclasses: no driver, no library
        return None
    try:
        handles = [pynvml.nvmlDeviceGetHandleByIndex(i) for i in range(pynvml.nvmlDeviceGetCount())]
        names = [_text(pynvml.nvmlDeviceGetName(h)) for h in handles]
        order = _visible_order(
            env.get("CUDA_VISIBLE_DEVICES"), [_text(pynvml.nvmlDeviceGetUUID(h)) for h in handles]
        )
        if order is None:
            return None
        if (
            env.get("CUDA_DEVICE_ORDER", "FASTEST_FIRST") != "PCI_BUS_ID"
            and len({names[i] for i in order}) > 1
        ):
            return None
        out = []
        for cuda_index, i in enumerate(order):
            memory = pynvml.nvmlDeviceGetMemoryInfo(handles[i])
            out.append(Device(f"cuda:{cuda_index}", int(memory.total), int(memory.free), label=names[i]))
        return out
    except Exception:  # an NVML error mid-way: torch answers instead
        return None
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:
            pass


def inventory(offload_dir: str | Path | None = None) -> Inventory:
    """What this machine has now: CUDA GPUs (NVML where it can say, :func:`nvml_gpus`, else
    ``torch.cuda.mem_get_info``), else MPS (unified memory: its budget is
    ``torch.mps.recommended_max_memory()``), XPU where torch was built with it, then CPU memory (psutil) and free
    disk under ``offload_dir`` (default: the home folder).

    Never raises for a missing accelerator: a machine without one yields an empty ``accelerators``.
    """
    import torch

    accelerators: list[Device] = []
    notes: list[str] = []
    nvml = nvml_gpus() if torch.version.cuda and torch.cuda.is_available() else None
    if nvml is not None:
        accelerators.extend(nvml)
    elif torch.cuda.is_available():
        for i in range(torch.cuda.device_count()):
            try:
                free, total = torch.cuda.mem_get_info(i)
                label = torch.cuda.get_device_name(i)
            except RuntimeError as err:  # a GPU that is busy or in a bad state: leave it out, say so
                notes.append(f"cuda:{i} left out: {err}")
                continue
            accelerators.append(Device(f"cuda:{i}", int(total), int(free), label=label))
    elif getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        total = int(torch.mps.recommended_max_memory())
        used = int(torch.mps.driver_allocated_memory())
        accelerators.append(Device("mps", total, max(total - used, 0), label="Apple unified memory"))
    if hasattr(torch, "xpu") and torch.xpu.is_available():
        for i in range(torch.xpu.device_count()):
            props = torch.xpu.get_device_properties(i)
            total = int(props.total_memory)
            free = total - int(torch.xpu.memory_reserved(i))
            accelerators.append(Device(f"xpu:{i}", total, free, label=props.name))
    return Inventory(tuple(accelerators), _cpu_device(), _disk_device(offload_dir), notes=tuple(notes))


def parse_devices(spec: str, *, cpu_bytes: int | None = None, disk_bytes: int | None = None) -> Inventory:
    """Describe hardware: ``"cuda:0=16GiB,cuda:1=16GiB"``; add ``cpu=64GiB`` / ``disk=200GiB`` to fix those.

    ``"cpu=32GiB"`` alone describes a machine without accelerators. A CPU or disk not given defaults to
    ``cpu_bytes`` / ``disk_bytes`` when passed, else to this machine's available memory / free disk (so a plan
    for described GPUs is checked against the host it will run on). The budget given is taken as both the total
    and the free memory of the device.

    Raises ModelError (naming the item) for a malformed item, an unknown device kind, or a repeated name.
    """
    accelerators: list[Device] = []
    cpu = disk = None
    seen: set[str] = set()
    for item in (part.strip() for part in spec.split(",")):
        if not item:
            continue
        name, sep, size = item.partition("=")
        name = name.strip().lower()
        if not sep:
            raise ModelError(Message("model.devices.no_size", item=item))
        kind = name.split(":")[0]
        if kind not in (*ACCELERATOR_KINDS, "cpu", "disk"):
            raise ModelError(Message("model.devices.unknown", device=name, spec=spec))
        if kind in ("cuda", "xpu") and not re.fullmatch(rf"{kind}:[0-9]+", name):
            raise ModelError(Message("model.devices.no_index", device=name, kind=kind))
        if name in seen:
            raise ModelError(Message("model.devices.twice", device=name, spec=spec))
        seen.add(name)
        budget = parse_size(size)
        device = Device(name, budget, budget, label="described")
        if kind == "cpu":
            cpu = device
        elif kind == "disk":
            disk = device
        else:
            accelerators.append(device)
    if cpu is None:
        cpu = (
            Device("cpu", cpu_bytes, cpu_bytes, label="described") if cpu_bytes is not None else _cpu_device()
        )
    if disk is None:
        disk = (
            Device("disk", disk_bytes, disk_bytes, label="described")
            if disk_bytes is not None
            else _disk_device(None)
        )
    return Inventory(tuple(accelerators), cpu, disk, described=True)
