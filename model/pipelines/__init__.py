"""Pipelines: loading a diffusers pipeline and what goes into it and comes out of it.

- :mod:`~model.pipelines.sources` — finding and trusting a model (folders, single files, hub ids), no weights
  loaded; :mod:`~model.pipelines.hashing` — content hashes of weights.
- :mod:`~model.pipelines.precision` — the dtype by device capability and the VAE kept in float32.
- :mod:`~model.pipelines.loading` — one loading path (folders, single files, hub ids; the dtype and VAE precision
  policy; the processor workaround of :mod:`~model.pipelines.compat`) for every placement.
- :mod:`~model.pipelines.lora` — a person's LoRA in and out of a pipeline; :mod:`~model.pipelines.sharded_lora` —
  the same on a tensor-parallel denoiser (fused into each rank's shards, put back exactly).
- :mod:`~model.pipelines.references` — the reference photos a reference-taking model receives.
- :mod:`~model.pipelines.prompt` and :mod:`~model.pipelines.instruction` — the words: style + triggers + scene,
  or an editing instruction in the book's language.
- :mod:`~model.pipelines.checks` — every drawn picture checked (NaN, flagged, black, blank) before it is kept.

May import :mod:`model.api`, :mod:`model.catalog`, :mod:`model.styles`, :mod:`model.placement` and
:mod:`model.errors`; never :mod:`model.engines` or :mod:`model.runtime` (they import this).
"""
