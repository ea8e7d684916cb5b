"""Shipped data: fonts (with licences), style presets, model configs, translations, the sample book."""

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent
FONTS_DIR = ASSETS_DIR / "fonts"
EXAMPLES_DIR = ASSETS_DIR / "examples"
COLOR_DIR = ASSETS_DIR / "color"
