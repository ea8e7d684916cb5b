"""Device inventory: the real machine, and hardware described on the command line."""

from __future__ import annotations

import pytest

from model.devices import format_size, inventory, parse_devices, parse_size
from model.errors import ModelError
from words import Message, message_of

GiB = 2**30


def test_parse_size_units():
    assert parse_size("16GiB") == 16 * 2**30
    assert parse_size("24GB") == 24 * 10**9
    assert parse_size("512 MiB") == 512 * 2**20
    assert parse_size("1.5GiB") == int(1.5 * 2**30)
    assert parse_size("1000") == 1000
    with pytest.raises(ModelError) as lots:
        parse_size("lots")
    assert message_of(lots.value) == Message("model.devices.bad_size", text="lots")
    with pytest.raises(ModelError) as gigs:
        parse_size("16 gigs")
    assert message_of(gigs.value) == Message("model.devices.bad_size", text="16 gigs")


def test_format_size():
    assert format_size(16 * 2**30) == "16.0 GiB"
    assert format_size(512 * 2**20) == "512.0 MiB"


def test_described_hardware():
    inv = parse_devices("cuda:0=16GiB, cuda:1=16GiB, cpu=64GiB, disk=200GiB")
    assert [d.name for d in inv.accelerators] == ["cuda:0", "cuda:1"]
    assert all(d.free_bytes == d.total_bytes == 16 * 2**30 for d in inv.accelerators)
    assert inv.accelerators[1].index == 1 and inv.accelerators[1].is_accelerator
    assert inv.cpu.free_bytes == 64 * 2**30 and not inv.cpu.is_accelerator
    assert inv.disk.free_bytes == 200 * 2**30
    assert inv.described
    assert "cuda:1" in inv.describe()


def test_cpu_only_and_defaults():
    inv = parse_devices("cpu=32GiB", disk_bytes=10**12)
    assert inv.accelerators == () and inv.cpu.total_bytes == 32 * 2**30 and inv.disk.total_bytes == 10**12
    host = parse_devices("mps=24GiB")
    assert (
        host.accelerators[0].kind == "mps" and host.cpu.total_bytes > 0
    )  # the CPU defaults to this machine's


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("cuda:0", "model.devices.no_size"),
        ("tpu:0=16GiB", "model.devices.unknown"),
        ("cuda=16GiB", "model.devices.no_index"),
        ("cuda:0=16GiB,cuda:0=8GiB", "model.devices.twice"),
        ("cuda:0=big", "model.devices.bad_size"),
    ],
)
def test_bad_descriptions(spec, message):
    with pytest.raises(ModelError) as refused:
        parse_devices(spec)
    assert message_of(refused.value).code == message


def test_real_inventory_has_cpu_and_disk():
    inv = inventory()
    assert inv.cpu.total_bytes >= inv.cpu.free_bytes > 0
    assert inv.disk is not None and inv.disk.free_bytes > 0
    for device in inv.accelerators:  # none on a CPU-only machine
        assert device.total_bytes >= device.free_bytes >= 0


class _FakeNvml:
    """A stand-in for ``pynvml``: GPUs given as (name, uuid, total, free)."""

    class NVMLError(Exception):
        pass

    def __init__(self, gpus):
        self.gpus, self.calls = gpus, []

    def nvmlInit(self):
        self.calls.append("init")

    def nvmlShutdown(self):
        self.calls.append("shutdown")

    def nvmlDeviceGetCount(self):
        return len(self.gpus)

    def nvmlDeviceGetHandleByIndex(self, i):
        return i

    def nvmlDeviceGetName(self, h):
        return self.gpus[h][0].encode()

    def nvmlDeviceGetUUID(self, h):
        return self.gpus[h][1]

    def nvmlDeviceGetMemoryInfo(self, h):
        return type("Memory", (), {"total": self.gpus[h][2], "free": self.gpus[h][3]})()


def test_inventory_reads_nvml_without_a_cuda_context(monkeypatch):
    """Issue 25: the inventory asks NVML, never torch.cuda.mem_get_info (a CUDA context on every GPU)."""
    import sys

    import torch

    from model.devices import nvml_gpus

    fake = _FakeNvml(
        [("NVIDIA H200", "GPU-aaaa", 150 * GiB, 140 * GiB), ("NVIDIA H200", "GPU-bbbb", 150 * GiB, 9 * GiB)]
    )
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    monkeypatch.setattr(torch.version, "cuda", "12.8")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)

    def no_context(*a, **k):
        raise AssertionError("mem_get_info opens a CUDA context")

    monkeypatch.setattr(torch.cuda, "mem_get_info", no_context)
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    inv = inventory()
    assert [(d.name, d.label, d.free_bytes) for d in inv.accelerators] == [
        ("cuda:0", "NVIDIA H200", 140 * GiB),
        ("cuda:1", "NVIDIA H200", 9 * GiB),
    ]
    assert fake.calls[-1] == "shutdown"
    # CUDA_VISIBLE_DEVICES renumbers (ordinals or UUID prefixes) and stops at the first entry naming no GPU
    assert [d.free_bytes for d in nvml_gpus({"CUDA_VISIBLE_DEVICES": "1,0"})] == [9 * GiB, 140 * GiB]
    assert [d.free_bytes for d in nvml_gpus({"CUDA_VISIBLE_DEVICES": "GPU-bb,7,0"})] == [9 * GiB]
    assert nvml_gpus({"CUDA_VISIBLE_DEVICES": ""}) == []
    assert nvml_gpus({"CUDA_VISIBLE_DEVICES": "MIG-1234"}) is None  # only CUDA resolves MIG instances
    # unlike GPUs: CUDA numbers them fastest first, NVML by PCI bus — NVML is asked only under PCI_BUS_ID
    fake.gpus[1] = ("NVIDIA RTX 4090", "GPU-bbbb", 24 * GiB, 20 * GiB)
    assert nvml_gpus({}) is None
    assert [d.label for d in nvml_gpus({"CUDA_DEVICE_ORDER": "PCI_BUS_ID"})] == [
        "NVIDIA H200",
        "NVIDIA RTX 4090",
    ]
