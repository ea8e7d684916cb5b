"""The core's sentences as translators see them: the table that :mod:`app.viewmodels.messages` matches.

Each entry is an English sentence of the Qt-free core with ``{part}`` for what varies, marked with
``QT_TRANSLATE_NOOP("CoreMessages", ...)`` so that ``pyside6-lupdate`` puts it in the ``.ts`` files; or a
``(pattern, template)`` pair where the app words the sentence differently. The sentences come from
:mod:`app.book.photos`, :mod:`app.book.project`, :mod:`app.book.story`, :mod:`app.book.closed`,
:mod:`app.book.safejson`, :mod:`app.print.painter`, :mod:`app.print.pdf`, :mod:`app.book.lock`,
:mod:`app.book.video`, :mod:`model.pipelines.prompt`, :mod:`model.engines.diffusion`,
:mod:`model.pipelines.checks`, :mod:`model.pipelines.lora`, :mod:`model.pipelines.loading`,
:mod:`model.runtime.process` and the drawing server's answers (:mod:`app.serve.intake`, :mod:`app.serve.api`);
tests/test_messages.py and tests/test_serve_language.py make each with the core itself and check that it is
translated.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.viewmodels.field_messages import BOOK_RULE_SENTENCES, FIELD_PATTERN, FIELD_TEMPLATE
from app.viewmodels.installed_messages import INSTALLED_SENTENCES
from app.viewmodels.os_messages import OS_REASONS
from app.viewmodels.server_messages import SERVER_SENTENCES

SENTENCES = (
    # photo intake (app/book/photos.py)
    QT_TRANSLATE_NOOP("CoreMessages", "no such file; check the name and folder"),
    # books and the files a build writes (app/book/project.py, app/build/book.py, app/print/pdf.py)
    QT_TRANSLATE_NOOP("CoreMessages", "no such book folder"),
    QT_TRANSLATE_NOOP("CoreMessages", "the output must be a .pdf file name, e.g. {name}"),
    QT_TRANSLATE_NOOP("CoreMessages", "is a folder; give a file name such as {name}"),
    QT_TRANSLATE_NOOP("CoreMessages", "is inside the book folder; write the PDF somewhere else"),
    QT_TRANSLATE_NOOP("CoreMessages", "exists and is not a PDF; it was left alone — choose another name"),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot write {target}: the folder {folder} does not exist"),
    # unpacking a book from another volunteer (app/book/project.py)
    QT_TRANSLATE_NOOP("CoreMessages", "unexpected entry {entry}; the archive is not safe to open"),
    QT_TRANSLATE_NOOP("CoreMessages", "archive not found; check the name and folder"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "not a packed Memory Picture Book (not a zip archive); ask for the book again"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "not a packed Memory Picture Book (no book.json at its top or in one folder around everything); make it with "
        "`memorybook pack`",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "an entry name holds a control character ({entry}); the archive is not safe to open"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "holds {entry} twice (changed after it was made); ask for the book again"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "needs {needed} MB to unpack but {folder} has {available} MB free; make room or unpack it onto another "
        "disk",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the key {key} appears twice in one object, so what the file means is unclear; it was left as it "
        "is{hint} — remove one of the two",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "damaged or truncated at line {line}, column {column}; it was left as it is{hint}"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "entry {entry} would grow {ratio} times when unpacked (a zip bomb; a book's files grow at most "
        "{limit}:1); the archive is not safe to open",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "would grow {ratio} times when unpacked (a zip bomb; a book's files grow at most {limit}:1); the "
        "archive is not safe to open",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "is a folder, not a photo; give the photo files inside it"),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot be read (permission denied); copy it somewhere readable"),
    QT_TRANSLATE_NOOP("CoreMessages", "cannot be read ({why}); copy it again"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the file is empty (0 bytes); copy the photo again from where it came from"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "not a picture file (its contents are in no image format, whatever its name ends in); choose the "
        "photo itself (JPEG, PNG or HEIC)",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "is a {format} file, which a book cannot use; save it as JPEG or PNG"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "only {size} pixels, too small to print; use a bigger scan of the photo"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the file is cut off part way (incomplete copy or download); copy it again from the original",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{size} is far more than any photo (limit {limit} megapixels) and could exhaust the computer's "
        "memory; use a smaller copy of the photo",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the image data is damaged ({detail}); use another copy or a new scan of the photo"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the file changed while it was being copied; try again"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "Only {size} pixels: it will print blurry. Use a bigger scan or the original file if there is one.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "Very long and narrow ({ratio}:1): it is printed whole, without stretching, so it will be small on "
        "the page.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "It has several frames (an animation or pages): only the first one is used."
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "Its EXIF data is damaged, so which way up it was taken is unknown; check it is shown upright.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "Its colour profile could not be read, so its colours may look slightly different."
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "not a regular file (a pipe, device or socket); give the photo file itself"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "Very large ({size}): it came in at {reduced}, still more than enough to print."
    ),
    # home videos (app/book/video.py)
    QT_TRANSLATE_NOOP("CoreMessages", "is a folder, not a video; give the video files inside it"),
    QT_TRANSLATE_NOOP("CoreMessages", "the file is empty (0 bytes); copy the video again"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "cannot be read as a video (damaged, or a copy cut off before the end, where MP4 and MOV files keep "
        "their index); copy it again from the camera or phone",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "not a video file (FFmpeg reads no video format in it)"),
    QT_TRANSLATE_NOOP("CoreMessages", "is a picture, not a video; add it to the book as a photo"),
    QT_TRANSLATE_NOOP("CoreMessages", "not a video (it has no picture, only sound or data)"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "damaged or cut off at {time}; the stills before it are used (copy the video again from the camera "
        "for the rest)",
    ),
    # recordings and transcripts (model/speech/audio.py, app/book/recordings.py, app/book/interview_pages.py)
    QT_TRANSLATE_NOOP("CoreMessages", "the file is empty (0 bytes); copy the recording from the phone again"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the recording is damaged or cut short and cannot be read; copy it from the phone again",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "not an audio or video file; give a recording such as .m4a, .mp3, .wav, .aac, .ogg, .mp4 or .mov",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the file has no sound track; give the recording with the voice in it"),
    (
        r"no sound anywhere in this (?P<hours>\d+) h (?P<minutes>\d+) min recording \(silent at every place "
        r"listened to\); check that it is the right file and that the phone's microphone was on",
        QT_TRANSLATE_NOOP(
            "CoreMessages",
            "no sound anywhere in this {hours} h {minutes} min recording (silent at every place listened to); "
            "check that it is the right file and that the phone's microphone was on",
        ),
    ),
    (
        r"no sound anywhere in this (?P<minutes>\d+) min (?P<seconds>\d+) s recording \(silent at every place "
        r"listened to\); check that it is the right file and that the phone's microphone was on",
        QT_TRANSLATE_NOOP(
            "CoreMessages",
            "no sound anywhere in this {minutes} min {seconds} s recording (silent at every place listened "
            "to); check that it is the right file and that the phone's microphone was on",
        ),
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "not a recording this app reads; give one of {suffixes}"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the transcript is not approved yet; read it with the storyteller, then run `memorybook interview "
        "approve BOOK {name}`",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "put the cursor inside the text of segment {number} where it should be split"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "put the cursor inside the text where the page should be split"),
    # book folders and story scripts (app/book/project.py, app/book/story.py)
    QT_TRANSLATE_NOOP("CoreMessages", "its stored picture was damaged or cut off; it was drawn again"),
    QT_TRANSLATE_NOOP("CoreMessages", "its photo {name} cannot be used: {reason}"),  # app/build/pages.py
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the record of how its stored picture was drawn was damaged; it was drawn again"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{name} is not the photo of a page that came in; name one of the pages' photos ({names}) — the cover "
        "shows the first page's picture",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "already exists and is not empty; choose a new folder name"),
    QT_TRANSLATE_NOOP("CoreMessages", "already exists; choose a new folder to open the book into"),
    QT_TRANSLATE_NOOP("CoreMessages", "story file not found"),
    QT_TRANSLATE_NOOP(  # app/book/closed.py link_refused
        "CoreMessages",
        "{name} is a link (or not a plain file) and may lead outside the book folder; the book is not safe to use "
        "— ask for it again, or put the file itself in its place",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "is a link leading outside {folder}; copy the photo itself into the folder"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "is not a story file (a folder, a device or a pipe); give the story's .md file"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "larger than {mb} MB, which no story script is; check the file"),
    QT_TRANSLATE_NOOP("CoreMessages", "not UTF-8 text ({why}); save the story as UTF-8"),
    QT_TRANSLATE_NOOP("CoreMessages", "photo folder not found"),
    (  # the command line's advice (--photos DIR) becomes the dialog's
        r"photo '(?P<name>.+)' named in (?P<story>.+) was not found \(looked in (?P<looked>.+)\); "
        r"use --photos DIR",
        QT_TRANSLATE_NOOP(
            "CoreMessages",
            "photo '{name}' named in {story} was not found (looked in {looked}); choose the folder that "
            "holds it",
        ),
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "no book title found; the first line should be like '# Grandma's Lane'"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "no pages found; start each page with a '## Page title' line"),
    QT_TRANSLATE_NOOP("CoreMessages", "line {line}: a page (## ...) comes before the book title (# ...)"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "line {line}: the script must start with the title, like '# Grandma's Lane'"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "line {line}: text before the first page; start pages with '## Page title'"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "photo missing from the book folder; add the photo again"),
    # a closed world and bounded JSON (app/book/closed.py, app/book/safejson.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "field '{field}' leads outside the book folder ({name}); the book is not safe to use — ask for it "
        "again or remove that entry",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "photo: {name} must be a file name inside the photo folder (no '..', no full path)"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "nested more than {depth} levels deep, which no book file is; it was left as it is{hint}",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "damaged or truncated ({detail}); it was left as it is{hint}"),
    # one writer per book (app/book/lock.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "in use by {owner} (process {pid} on {host}, since {since}); close it there first, or wait until it "
        "has finished",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "in use by {owner} (process {pid} on {host}, since {since}); close it there first; if nothing on that "
        "computer uses the book, delete {path}",
    ),
    # the PDF (app/print/pdf.py, app/print/painter.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the picture ({label}) prints at {dpi} DPI (below {low}) and may look soft — a larger scan of the "
        "photo would print sharper",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "the font cannot draw {chars}; replace these characters or they will print wrongly"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "one glyph stands for {chars}; copy/paste gives back {kept} for each"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the {what} does not fit its frame even at {pt} pt; {over} of {lines} lines are not printed — "
        "shorten it or choose a larger page size",
    ),
    # prompts and drawing (model/pipelines/prompt.py, model/engines/diffusion.py)
    QT_TRANSLATE_NOOP("CoreMessages", "the model reads English only; using the scene description"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the model reads English only and the page has Chinese text but no scene description; add an English "
        "scene to the page",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the model reads English only and the scene description is Chinese"),
    QT_TRANSLATE_NOOP("CoreMessages", "the prompt is empty (no style, scene or text)"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "{pipeline} takes no negative prompt; it was left out"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "strength {strength} gives no denoising step at {steps} steps; using {used}"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the model takes at most {limit} reference photos; some photos of {names} were left out",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "a reference photo of {person} cannot be read as an image ({error})"),
    *INSTALLED_SENTENCES,  # what the light app cannot do, its menu entry: app/viewmodels/installed_messages.py
    # finding, loading and downloading models (model/pipelines/loading.py, model/runtime/process.py); LoRAs (model/pipelines/lora.py)
    QT_TRANSLATE_NOOP(
        "CoreMessages", "model '{name}' not found: give a diffusers folder, a .safetensors file or a hub id"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "model '{name}' is not a local folder or file and is not in the Hugging Face cache; download it with "
        "`memorybook models download {id}` (set HF_ENDPOINT to use a mirror)",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "not a diffusers model folder (no model_index.json); give the folder that holds model_index.json, or "
        "a single .safetensors checkpoint file",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "cannot download {id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model folder to this "
        "computer and pass its path",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the drawing process stopped unexpectedly (exit code {code}){memory}; try again, or choose a smaller "
        "model or the sketch engine",
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "the LoRA file changed since it was recorded"),
    QT_TRANSLATE_NOOP("CoreMessages", "LoRA file not found"),
    QT_TRANSLATE_NOOP("CoreMessages", "is a folder, not a LoRA file; choose the .safetensors file inside it"),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "not a readable .safetensors LoRA (the file is damaged or cut off); copy it again from where it came from",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "this LoRA does not fit the model (it was made for a model of another size); choose the model it was "
        "trained for, or train it again",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "this LoRA does not fit the model (it was made for another kind of model); choose the model it was "
        "trained for, or train it again",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "this LoRA does not fit the model (the file holds no LoRA layers); choose the person's LoRA file",
    ),
    *SERVER_SENTENCES,  # the drawing server's, in app/viewmodels/server_messages.py
    # pictures that failed their checks (model/pipelines/checks.py via app/build/book.py note_failed_picture), model/pipelines/lora.py
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square; "
        "draw it on a GPU with the VAE in float32, or choose another model; no picture was stored for it",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the model's safety checker flagged the picture and blacked it out; change the page's scene wording and "
        "draw it again, or turn the model's safety checker off in the book's picture settings; no picture was "
        "stored for it",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the picture came out all black; draw it again with another seed, or choose another model; no picture "
        "was stored for it",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "the picture came out one flat colour, with nothing drawn; draw it again with another seed, or choose "
        "another model; no picture was stored for it",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{name}'s LoRA cannot be added to a denoiser {how} (the parts not in memory would draw black); load the "
        "model whole or with model offload to use people's LoRAs",
    ),
    # memorybook train (app/cli/train.py) and a person's eras (app/book/sheets.py find_era)
    QT_TRANSLATE_NOOP("CoreMessages", "no person '{who}' in this book; the people are: {people}"),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "'{who}' has no reference photos; add some with `memorybook person add --photos`"
    ),
    QT_TRANSLATE_NOOP("CoreMessages", "{who} has no era '{era}'; their eras are: {eras}"),
    QT_TRANSLATE_NOOP(  # app/build/sheets.py draw_sheet
        "CoreMessages", "{who} has no reference photos for {era}; add some with memorybook person era add"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "{who}'s era '{era}' has no reference photos; add some with `{command}`"
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages",
        "{who}'s other LoRAs were trained with the trigger word '{trigger}'; leave out --trigger to train this "
        "one with it too",
    ),
    QT_TRANSLATE_NOOP(
        "CoreMessages", "{who}'s era '{era}' was removed while it trained; its LoRA is in {path}"
    ),
    # a file the system would not let us write (app/print/pdf.py, app/build/reuse.py): after every "cannot write"
    # sentence above, and the system's own words for the commonest reasons
    QT_TRANSLATE_NOOP("CoreMessages", "cannot write {target}: {reason}"),
    *OS_REASONS,  # the system's own words for why, in app/viewmodels/os_messages.py
    *BOOK_RULE_SENTENCES,  # the book model's rules, in app/viewmodels/field_messages.py
    # a field pydantic refused (app/book/field_errors.py), its parts in app/viewmodels/field_messages.py: last, so
    # that every sentence above with a field in it wins
    (FIELD_PATTERN, FIELD_TEMPLATE),
)
"""The core's sentences as translators see them, ``{part}`` for what varies; a sentence is matched by its
template (:func:`_pattern`), or, where the app words it differently, by the ``(pattern, template)`` given."""
