"""Ink in CMYK files (issue 27 item 3): text in four-colour rich black, or in more total ink than the service's
press takes (IngramSpark 240 %, a Chinese printer 300 %, FOGRA39 330 %), is named with its page and the fix;
our own conversion sets dark text in black ink alone and caps pictures and colours at the service's limit, so
the sample book's IngramSpark files are clean (tests/test_order.py reads them back too)."""

from __future__ import annotations

import numpy as np
import pikepdf
from PIL import Image

from app.print.ink import black_only, is_rich_black, key_text_black, limit_ink, text_colours
from app.print.order_checks import _structure, text_ink
from app.print.services import SERVICES, preset
from tests.test_order_checks import one_page
from words import say

TEXT = b" BT /F1 12 Tf 10 10 Td (Oma) Tj ET"


def test_the_presets_ink_limits():
    assert SERVICES["ingram"].max_ink_pct == 240.0  # Lightning Source: combined CMYK under 240 %
    assert SERVICES["cn-print"].max_ink_pct == 300.0 and SERVICES["pdfx4"].max_ink_pct == 330.0


def test_rich_black_text_is_found_with_its_page_and_the_fix():
    rich = one_page(b"0.6 0.4 0.4 1 k" + TEXT)  # Lightning Source's own rich black: 240 %, at the limit
    found = text_ink(rich, preset("ingram"))
    assert [(f.code, f.severity, f.page) for f in found] == [("text_ink", "worth_fixing", 1)]
    inks = {k: found[0].message.params[k] for k in "cmyk"}
    assert found[0].message.code == "print.order.text_ink" and inks == {
        "c": "60",
        "m": "40",
        "y": "40",
        "k": "100",
    }
    assert found[0].message.params["key"] == "ingram" and "--for ingram" in str(found[0].message)
    heavy = one_page(b"0 0 0 1 k 0 0 5 5 re f 0.75 0.68 0.67 0.9 k" + TEXT)  # Photoshop's black, 300 %
    found = text_ink(heavy, preset("ingram"))
    assert [(f.severity, f.page) for f in found] == [("blocking", 1)]
    over = found[0].message
    assert over.code == "print.order.text_ink_over" and (over.params["total"], over.params["limit"]) == (
        "300",
        "240",
    )
    assert "总墨量 300%" in say(over, "zh") and "240%" in say(over, "zh")
    assert "text_ink" in {f.code for f in _structure(heavy, preset("ingram"), False)}
    assert [f.severity for f in text_ink(heavy, preset("pdfx4"))] == ["worth_fixing"]  # under 330 %
    # black ink only, a dark brown, and a rich black used only for a shape: nothing to say
    clean = one_page(b"0.6 0.4 0.4 1 k 0 0 9 9 re f 0 0 0 1 k" + TEXT + b" 0.04 0.52 0.74 0.74 k" + TEXT)
    assert text_ink(clean, preset("ingram")) == []
    assert text_colours(clean.pages[0]) == [(0.0, 0.0, 0.0, 1.0), (0.04, 0.52, 0.74, 0.74)]


def test_our_conversion_sets_text_in_black_ink_and_caps_ink():
    pdf = one_page(b"q 0.2745 0.4314 0.4431 0.9216 k" + TEXT + b" Q")  # the large-print ink through FOGRA39
    ops = list(pikepdf.parse_content_stream(pdf.pages[0].obj))
    keyed = key_text_black([(list(o), op) for o, op in ops])
    colour = next(o for o, op in keyed if str(op) == "k")
    assert colour[:3] == [0.0, 0.0, 0.0] and 0.95 < colour[3] <= 1.0 and not is_rich_black(colour)
    assert black_only((0.0, 0.0, 0.0, 1.0)) == [0.0, 0.0, 0.0, 1.0]
    dark = Image.fromarray(np.full((4, 4, 4), (230, 200, 200, 250), np.uint8), "CMYK")  # 345 % ink
    capped = np.asarray(limit_ink(dark, 240.0), dtype=float)
    assert capped.sum(axis=2).max() / 255 * 100 <= 240.0 and (capped[..., 3] == 250).all()  # K kept
    light = Image.fromarray(np.full((2, 2, 4), (50, 40, 40, 20), np.uint8), "CMYK")
    assert limit_ink(light, 240.0) is light
