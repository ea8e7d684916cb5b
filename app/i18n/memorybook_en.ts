<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BookDialog</name>
    <message>
        <location filename="../ui/book_dialog.py" line="30"/>
        <source>About this book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="42"/>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="43"/>
        <source>A5 (148 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="44"/>
        <source>Square (210 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="53"/>
        <source>Large print (bigger type, captions, high contrast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="56"/>
        <source>For readers who see poorly: story text of 16 pt or more, a caption under each picture naming who is on it, and text colours of at least 7:1 contrast. The one place to set it: every export and preview follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="63"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="64"/>
        <source>Subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="65"/>
        <source>Dedication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="66"/>
        <source>Language of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="67"/>
        <source>Trim size (finished page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="68"/>
        <source>Style of the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_dialog.py" line="91"/>
        <source>Edit the book&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookModelQuestion</name>
    <message>
        <location filename="../ui/book_model_question.py" line="18"/>
        <source>A model chosen by the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="23"/>
        <source>This book asks for the model at {path}, which you have not chosen on this computer: it came with the book, not from your settings. A model file can run code; use it only if you trust whoever sent the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="31"/>
        <source>Your own model: {own}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="32"/>
        <source>the app&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="37"/>
        <source>Use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/book_model_question.py" line="40"/>
        <source>Use my own model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookPeopleMixin</name>
    <message>
        <location filename="../viewmodels/book_people.py" line="38"/>
        <source>There is already a person called %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="41"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="54"/>
        <source>Edit person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="69"/>
        <source>There is no character sheet to approve for %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="71"/>
        <source>Approve character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="76"/>
        <source>Remove person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="84"/>
        <source>This photo could not be added: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="175"/>
        <source>%s: only .safetensors LoRA files can be used (other formats can run code)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookPhotosMixin</name>
    <message>
        <location filename="../viewmodels/book_photos.py" line="77"/>
        <source>This photo could not be added: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="82"/>
        <source>Add photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="90"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_photos.py" line="106"/>
        <source>Choose picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BookViewModel</name>
    <message>
        <location filename="../viewmodels/book.py" line="247"/>
        <source>page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="249"/>
        <source>Edit %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="249"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="257"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="266"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="272"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="279"/>
        <source>Move page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="290"/>
        <source>book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="292"/>
        <source>Edit book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book.py" line="334"/>
        <location filename="../viewmodels/book.py" line="337"/>
        <location filename="../viewmodels/book_disk.py" line="94"/>
        <source>The book could not be saved: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="58"/>
        <source>Changes saved to this book by another program were taken in; your own edits are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="70"/>
        <source>the disk is full; make room or save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="73"/>
        <source>the folder is read-only; save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_disk.py" line="76"/>
        <source>no permission to write in the book folder; save the book elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/book_people.py" line="159"/>
        <source>No face found in these reference photos of %1: %2. The model learns a person from a face it can see: choose photos where the face is clear and turned to the camera.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliMessages</name>
    <message>
        <location filename="../cli/language.py" line="31"/>
        <source>pages: {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="32"/>
        <source>illustrations: {made} made, {reused} reused ({engine})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="33"/>
        <source>wrote {path} ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="34"/>
        <source>created {path}: “{title}”, {pages} page(s), {photos} photo(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="35"/>
        <source>skipped (not photo files by their names): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="36"/>
        <source>{checked} checked: {good} will come in, {refused} refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="37"/>
        <source>added {name} with {photos} new photo(s) in {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="38"/>
        <source>packed {book} into {archive} ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="39"/>
        <source>unpacked {archive} into {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="40"/>
        <source>memorybook: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="41"/>
        <source>skipped (not video files by their names): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="42"/>
        <source>✓ {video}: {count} still(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="43"/>
        <source>{time}  shot {shot}  photos/{photo}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="44"/>
        <source>{count} still(s) added from {good} of {total} video(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="45"/>
        <source>preflight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="47"/>
        <source>Expected: {rate} pages/min — {book} for {pages} page(s), the first after {first} (loading {load}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="51"/>
        <source>Per page: {compute} denoising, {moved} waiting on {weights} of weights moved, {encode} encoding the prompt, {decode} decoding; {busy} of {gpus} GPU(s) busy, {concurrent} page(s) at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="55"/>
        <source>Assumed: {assumptions} (change with --assume).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="69"/>
        <source>memorybook: error: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="70"/>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="71"/>
        <source>note: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="72"/>
        <source>✗ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="73"/>
        <source>! </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="74"/>
        <source>refused: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="75"/>
        <source>not drawn: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="80"/>
        <source>sketch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="56"/>
        <source>{who}: era {era} with {count} new photo(s) in {book}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="57"/>
        <source>page {page}: «{words}» → {first}–{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="58"/>
        <source>{who}: {era} ({count} reference photo(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="59"/>
        <source>{photo}: restored → photos/{stored}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="60"/>
        <source>{who} ({era}): character sheet drawn → {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="61"/>
        <source>  look at it, then approve it: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="62"/>
        <source>{who} ({era}): character sheet photos/{photo} approved; pages of this era get it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cli/language.py" line="81"/>
        <source>diffusion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../viewmodels/commands.py" line="40"/>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="41"/>
        <source>story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="42"/>
        <source>scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="43"/>
        <source>style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="44"/>
        <source>strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="45"/>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="46"/>
        <source>photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="47"/>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/commands.py" line="48"/>
        <source>picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <location filename="../viewmodels/message_table.py" line="20"/>
        <source>no such file; check the name and folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="22"/>
        <source>no such book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="23"/>
        <source>the output must be a .pdf file name, e.g. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="24"/>
        <source>cannot write {target}: the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="26"/>
        <source>unexpected entry {entry}; the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="27"/>
        <source>entry {entry} would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="32"/>
        <source>would grow {ratio} times when unpacked (a zip bomb; a book&apos;s files grow at most {limit}:1); the archive is not safe to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="37"/>
        <source>is a folder, not a photo; give the photo files inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="38"/>
        <source>cannot be read (permission denied); copy it somewhere readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="39"/>
        <source>cannot be read ({why}); copy it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="40"/>
        <source>the file is empty (0 bytes); copy the photo again from where it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="43"/>
        <source>not a picture file (its contents are in no image format, whatever its name ends in); choose the photo itself (JPEG, PNG or HEIC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="48"/>
        <source>is a {format} file, which a book cannot use; save it as JPEG or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="49"/>
        <source>only {size} pixels, too small to print; use a bigger scan of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="52"/>
        <source>the file is cut off part way (incomplete copy or download); copy it again from the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="56"/>
        <source>{size} is far more than any photo (limit {limit} megapixels) and could exhaust the computer&apos;s memory; use a smaller copy of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="61"/>
        <source>the image data is damaged ({detail}); use another copy or a new scan of the photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="64"/>
        <source>the file changed while it was being copied; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="65"/>
        <source>Only {size} pixels: it will print blurry. Use a bigger scan or the original file if there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="69"/>
        <source>Very long and narrow ({ratio}:1): it is printed whole, without stretching, so it will be small on the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="74"/>
        <source>It has several frames (an animation or pages): only the first one is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="77"/>
        <source>Its EXIF data is damaged, so which way up it was taken is unknown; check it is shown upright.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="81"/>
        <source>Its colour profile could not be read, so its colours may look slightly different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="84"/>
        <source>not a regular file (a pipe, device or socket); give the photo file itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="87"/>
        <source>Very large ({size}): it came in at {reduced}, still more than enough to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="91"/>
        <source>is a folder, not a video; give the video files inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="92"/>
        <source>the file is empty (0 bytes); copy the video again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="93"/>
        <source>cannot be read as a video (damaged, or a copy cut off before the end, where MP4 and MOV files keep their index); copy it again from the camera or phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="98"/>
        <source>not a video file (FFmpeg reads no video format in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="99"/>
        <source>is a picture, not a video; add it to the book as a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="100"/>
        <source>not a video (it has no picture, only sound or data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="101"/>
        <source>damaged or cut off at {time}; the stills before it are used (copy the video again from the camera for the rest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="107"/>
        <source>the file is empty (0 bytes); copy the recording from the phone again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="108"/>
        <source>the recording is damaged or cut short and cannot be read; copy it from the phone again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="112"/>
        <source>not an audio or video file; give a recording such as .m4a, .mp3, .wav, .aac, .ogg, .mp4 or .mov</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="116"/>
        <source>the file has no sound track; give the recording with the voice in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="120"/>
        <source>no sound anywhere in this {hours} h {minutes} min recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="129"/>
        <source>no sound anywhere in this {minutes} min {seconds} s recording (silent at every place listened to); check that it is the right file and that the phone&apos;s microphone was on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="135"/>
        <source>not a recording this app reads; give one of {suffixes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="136"/>
        <source>the transcript is not approved yet; read it with the storyteller, then run `memorybook interview approve BOOK {name}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="141"/>
        <source>put the cursor inside the text of segment {number} where it should be split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="144"/>
        <source>put the cursor inside the text where the page should be split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="146"/>
        <source>already exists and is not empty; choose a new folder name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="147"/>
        <source>already exists; choose a new folder to open the book into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="148"/>
        <source>story file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="149"/>
        <source>not UTF-8 text ({why}); save the story as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="150"/>
        <source>photo folder not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="154"/>
        <source>photo &apos;{name}&apos; named in {story} was not found (looked in {looked}); choose the folder that holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="160"/>
        <source>no book title found; the first line should be like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="163"/>
        <source>no pages found; start each page with a &apos;## Page title&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="164"/>
        <source>line {line}: a page (## ...) comes before the book title (# ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="165"/>
        <source>line {line}: the script must start with the title, like &apos;# Grandma&apos;s Lane&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="168"/>
        <source>line {line}: text before the first page; start pages with &apos;## Page title&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="171"/>
        <source>photo missing from the book folder; add the photo again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="173"/>
        <source>field &apos;{field}&apos; leads outside the book folder ({name}); the book is not safe to use — ask for it again or remove that entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="178"/>
        <source>photo: {name} must be a file name inside the photo folder (no &apos;..&apos;, no full path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="181"/>
        <source>nested more than {depth} levels deep, which no book file is; it was left as it is{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="185"/>
        <source>damaged or truncated ({detail}); it was left as it is{hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="187"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first, or wait until it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="192"/>
        <source>in use by {owner} (process {pid} on {host}, since {since}); close it there first; if nothing on that computer uses the book, delete {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="198"/>
        <source>the picture ({label}) prints at {dpi} DPI (below {low}) and may look soft — a larger scan of the photo would print sharper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="203"/>
        <source>the font cannot draw {chars}; replace these characters or they will print wrongly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="206"/>
        <source>one glyph stands for {chars}; copy/paste gives back {kept} for each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="207"/>
        <source>the {what} does not fit its frame even at {pt} pt; {over} of {lines} lines are not printed — shorten it or choose a larger page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="213"/>
        <source>the model reads English only; using the scene description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="214"/>
        <source>the model reads English only and the page has Chinese text but no scene description; add an English scene to the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="219"/>
        <source>the model reads English only and the scene description is Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="220"/>
        <source>the prompt is empty (no style, scene or text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="221"/>
        <source>the prompt is {count} tokens; the text encoder reads only the first {limit}, so its end is cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="225"/>
        <source>{pipeline} takes no negative prompt; it was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="226"/>
        <source>strength {strength} gives no denoising step at {steps} steps; using {used}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="229"/>
        <source>the model takes at most {limit} reference photos; some photos of {names} were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="233"/>
        <source>a reference photo of {person} cannot be read as an image ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="235"/>
        <source>model &apos;{name}&apos; not found: give a diffusers folder, a .safetensors file or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="238"/>
        <source>model &apos;{name}&apos; is not a local folder or file and is not in the Hugging Face cache; download it with `memorybook models download {id}` (set HF_ENDPOINT to use a mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="243"/>
        <source>not a diffusers model folder (no model_index.json); give the folder that holds model_index.json, or a single .safetensors checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="248"/>
        <source>cannot download {id}: HF_HUB_OFFLINE is set; unset it to download, or copy the model folder to this computer and pass its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="253"/>
        <source>the drawing process stopped unexpectedly (exit code {code}){memory}; try again, or choose a smaller model or the sketch engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="258"/>
        <source>the LoRA file changed since it was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="260"/>
        <source>the connection code is damaged (it starts with memorybook1: and is one line); copy it again from the operator&apos;s `memorybook serve token add`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="265"/>
        <source>the drawing server refused the token; ask its operator for a new connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="268"/>
        <source>the drawing server {address} has not answered for {seconds} s; check the address and that the server is running, then run the build again (the pictures already drawn are kept in the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="273"/>
        <source>no drawing server is chosen: paste its connection code in Model and engine…, or draw on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="277"/>
        <source>the drawing server refused the page: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="278"/>
        <source>the drawing server could not draw the picture: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="279"/>
        <source>the drawing server {server} shows a different certificate than its connection code names; do not use it, and ask the operator for a new connection code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="285"/>
        <source>the decoded picture holds NaN/Inf values (the VAE overflowed), so it would print as a black square; draw it on a GPU with the VAE in float32, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="290"/>
        <source>the model&apos;s safety checker flagged the picture and blacked it out; change the page&apos;s scene wording and draw it again, or turn the model&apos;s safety checker off in the book&apos;s picture settings; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="296"/>
        <source>the picture came out all black; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="301"/>
        <source>the picture came out one flat colour, with nothing drawn; draw it again with another seed, or choose another model; no picture was stored for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/message_table.py" line="306"/>
        <source>{name}&apos;s LoRA cannot be added to a denoiser {how} (the parts not in memory would draw black); load the model whole or with model offload to use people&apos;s LoRAs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="68"/>
        <source>story text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="69"/>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="70"/>
        <source>subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="71"/>
        <source>dedication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="72"/>
        <source>colophon text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="73"/>
        <source>the cover picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="74"/>
        <source>the illustration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="75"/>
        <source> (the computer may have run out of memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="76"/>
        <source>; the previous save is in book.json.bak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="77"/>
        <source>the Memory Book app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="78"/>
        <source>a program saving the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="86"/>
        <source>far too many pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="89"/>
        <source>{size} megapixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="92"/>
        <source>{size} pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="128"/>
        <source>cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="130"/>
        <source>colophon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="132"/>
        <source>back cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="141"/>
        <location filename="../viewmodels/messages.py" line="145"/>
        <source>page {number} “{title}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="148"/>
        <source>page {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="154"/>
        <source>pages {numbers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="155"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="135"/>
        <location filename="../viewmodels/messages.py" line="170"/>
        <source>{where}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/messages.py" line="184"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErasBox</name>
    <message>
        <location filename="../ui/eras_box.py" line="51"/>
        <source>Times of life and character sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="52"/>
        <source>Approve character sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="83"/>
        <source>whole life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="87"/>
        <source>age %d–%d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="89"/>
        <source>%d photo(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="93"/>
        <source>sheet approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="93"/>
        <source>sheet waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="110"/>
        <source>No character sheet yet; the command line draws one (see docs/LIFETIME.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="113"/>
        <source>Every page of this time gets this portrait as a reference photo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/eras_box.py" line="117"/>
        <source>Look at the portrait: once approved, every page of this time gets it, and pages drawn before are drawn again at the next build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export_dialog.py" line="62"/>
        <source>Export the book as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="66"/>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="67"/>
        <source>A5 (148 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="68"/>
        <source>Square (210 × 210 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="76"/>
        <source>For a print shop (PDF/X-4, CMYK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="79"/>
        <source>Colours converted for offset printing, bleed on, pages padded to a multiple of 4 with a back cover. Leave it off for screens and home printers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="86"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="91"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="94"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="95"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="100"/>
        <source>Worth checking before printing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="72"/>
        <source>Bleed and crop marks (3 mm, for a print shop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="122"/>
        <source>Add a photo to this page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="123"/>
        <source>Choose a model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="142"/>
        <source>Trim size (finished page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="146"/>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="342"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="253"/>
        <source>Save the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="238"/>
        <source>Large print: on (bigger type, captions, high contrast). Change it in File ▸ Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="241"/>
        <source>Large print: off. Turn it on in File ▸ Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="296"/>
        <source>Making the PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="316"/>
        <source>Checking the book before exporting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="352"/>
        <source>Saved %s (%.1f MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="353"/>
        <source>The cover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_dialog.py" line="354"/>
        <source>%n story page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_dialog.py" line="356"/>
        <source>pictures: %s drawn, %s reused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportFindingsMixin</name>
    <message>
        <location filename="../ui/export_findings.py" line="28"/>
        <source>Waiting for the work under way, then checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="30"/>
        <location filename="../ui/export_findings.py" line="40"/>
        <source>Checking the book before printing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="73"/>
        <source>The book could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="76"/>
        <source>Before printing: the check could not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="99"/>
        <source>Before printing: %n finding(s), %1 blocking</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="101"/>
        <source>Before printing: nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="130"/>
        <location filename="../ui/export_findings.py" line="141"/>
        <source>Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="131"/>
        <source>%n problem(s) would show in the printed book (see the list). Export anyway?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="142"/>
        <source>The book could not be checked (see the list). Export anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="151"/>
        <source>%n page(s) have no picture yet. Draw them with the model %1?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="158"/>
        <source>How long it takes is not known yet (no picture measured on this computer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/export_findings.py" line="164"/>
        <source>About %n minute(s) (%1 s per picture, last measured).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="174"/>
        <source>Draw the missing pictures?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="178"/>
        <source>Draw with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_findings.py" line="179"/>
        <source>Use the sketch engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportServiceMixin</name>
    <message>
        <location filename="../ui/export_service.py" line="32"/>
        <source>None: a PDF to read, print at home or take to a print shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="37"/>
        <source>The service the family will order printed copies from: the book is written as that service takes it, the pages and a separate cover with its spine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="46"/>
        <source>Print service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="47"/>
        <source>Binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="48"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="69"/>
        <source>A printer in China (CMYK, 3 mm bleed, saddle-stitched up to 32 pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="70"/>
        <source>Any print shop (PDF/X-4, CMYK, 3 mm bleed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="76"/>
        <source>Lulu&apos;s standard paper (444 pages per inch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="77"/>
        <source>Premium colour, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="78"/>
        <source>Standard colour, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="79"/>
        <source>Black and white, white paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="80"/>
        <source>Black and white, cream paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="81"/>
        <source>70 lb white paper (colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="82"/>
        <source>157 g/m² coated art paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="88"/>
        <source>Paperback (glued spine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="89"/>
        <source>Hardcover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="90"/>
        <source>Saddle-stitched (stapled, no spine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="152"/>
        <source>This choice cannot be printed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="154"/>
        <source>colour: sRGB (the service converts it for its press)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="155"/>
        <source>colour: CMYK, PDF/X-1a:2001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="156"/>
        <source>colour: CMYK, PDF/X-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="158"/>
        <source>no crop marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="160"/>
        <source>Page %1 × %2 mm, bleed %3 mm, %4, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="168"/>
        <source>Pages, spine and cover: being worked out with the check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="169"/>
        <source>Interior pages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="171"/>
        <source>(%1 of them added so the service takes the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="175"/>
        <source>no spine (stapled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="177"/>
        <source>spine %1 mm, with the title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="179"/>
        <source>spine %1 mm, without the title (see the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/export_service.py" line="183"/>
        <source>cover: %1, %2 × %3 mm (back, spine and front in one file)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportViewModel</name>
    <message>
        <location filename="../viewmodels/exporter.py" line="148"/>
        <source>No book is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="367"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/exporter.py" line="387"/>
        <source>The check was stopped before it ended.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustratePanel</name>
    <message>
        <location filename="../ui/illustrate_panel.py" line="148"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="167"/>
        <source>The page as it will be printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="168"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="169"/>
        <source>Make variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="170"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="171"/>
        <source>Variations: click the one you like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="172"/>
        <source>Earlier pictures: click one to bring it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="173"/>
        <location filename="../ui/illustrate_panel.py" line="221"/>
        <source>page %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="174"/>
        <source>step %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="214"/>
        <source>Drawing… you can keep editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="221"/>
        <source>version %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/illustrate_panel.py" line="235"/>
        <source>seed %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllustrateViewModel</name>
    <message>
        <location filename="../viewmodels/illustrate.py" line="246"/>
        <source>Choose variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="265"/>
        <source>Bring back earlier picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/illustrate.py" line="325"/>
        <source>Illustrate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="340"/>
        <source>%n page(s) illustrated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewmodels/illustrate.py" line="342"/>
        <source>%n variation(s) ready: pick the one you like</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMethodHelp</name>
    <message>
        <location filename="../ui/dialogs.py" line="155"/>
        <source>Memory Book works with the input method you already use: the one of Windows or macOS, IBus, and fcitx5 (through fcitx5&apos;s IBus front end, which is on unless it was turned off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="163"/>
        <source>This computer uses fcitx5; the app talks to it as IBus. If typing Chinese does not work, open fcitx5&apos;s settings (fcitx5-configtool) → Addons, turn on “IBus Frontend”, log out and in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="171"/>
        <source>Typing Chinese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewDialog</name>
    <message>
        <location filename="../ui/interview_dialog.py" line="58"/>
        <source>Recorded conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="63"/>
        <source>Detect the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="64"/>
        <source>Mandarin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="65"/>
        <source>Cantonese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="66"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="69"/>
        <source>Add from a recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="72"/>
        <source>Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="74"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="81"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="89"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="98"/>
        <source>The selected segment&apos;s words; correct them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>The storyteller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>The volunteer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="100"/>
        <source>Another person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="103"/>
        <source>Merge with the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="105"/>
        <source>Split at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="110"/>
        <source>Spoken by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="115"/>
        <source>The storyteller has read this transcript and approves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="133"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="164"/>
        <source>Choose recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="164"/>
        <source>Recordings (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="201"/>
        <source>Play this segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_dialog.py" line="212"/>
        <source>No words were heard in this recording.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewPagesPanel</name>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="38"/>
        <source> characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="43"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="44"/>
        <source>Suggest pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="47"/>
        <source>Pages of about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="49"/>
        <source>a new page after a pause of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="58"/>
        <source>Approve the transcript, then suggest pages from her words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="59"/>
        <source>Merge with the next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="61"/>
        <source>Split at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/interview_pages_panel.py" line="65"/>
        <source>Put these pages in the book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewViewModel</name>
    <message>
        <location filename="../viewmodels/interview.py" line="176"/>
        <source>Pages come only from an approved transcript: read it with the storyteller, then tick that she approves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="214"/>
        <source>Add pages from a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="216"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/interview.py" line="244"/>
        <source>Add a recording</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="215"/>
        <source>Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="226"/>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="226"/>
        <source>Saving soon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="342"/>
        <source>About Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="343"/>
        <source>Memory Book %s
Stories and old photos become a picture book to print.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelDialog</name>
    <message>
        <location filename="../ui/model_dialog.py" line="64"/>
        <source>How should the pictures be drawn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="69"/>
        <source>Welcome! Memory Book can draw pictures right away with its built-in sketch engine (no download, works on any computer). You can choose a picture model later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="75"/>
        <source>Built-in sketch engine (offline, no model needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="76"/>
        <source>A picture model (diffusion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="84"/>
        <source>a model folder, a .safetensors file, or a hub id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="85"/>
        <source>Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="86"/>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="103"/>
        <source>Or choose a known model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="110"/>
        <source>Stop download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="112"/>
        <source>Download this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="123"/>
        <source>Download stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="138"/>
        <source>How it would run on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="157"/>
        <source>Draw on a drawing server (no graphics card needed here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="172"/>
        <source>Hub models are downloaded the first time they are used; without a graphics card they are slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="230"/>
        <source>download %.1f GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="232"/>
        <source>graphics card memory %.0f GB or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="235"/>
        <source>(not for commercial use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="237"/>
        <source>prompts in Chinese and English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="239"/>
        <source>prompts in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="242"/>
        <source>keeps faces from up to %d photos, no training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="264"/>
        <source>✓ This model is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="266"/>
        <source>Not ready: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="273"/>
        <source>Downloading… you can keep using the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="280"/>
        <source>%s of %s MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="286"/>
        <source>Downloaded. Press OK to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="296"/>
        <source>Model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="301"/>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="143"/>
        <source>Working out how this model would run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/model_dialog.py" line="218"/>
        <source>This model is a folder or file on this computer: there is nothing to download.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsViewModel</name>
    <message>
        <location filename="../viewmodels/models.py" line="124"/>
        <location filename="../viewmodels/models.py" line="162"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="126"/>
        <source>The whole model fits on %s and runs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="127"/>
        <source>One copy of the model on each of %s: pages are drawn side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="128"/>
        <source>The model&apos;s parts are spread over %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="129"/>
        <location filename="../viewmodels/models.py" line="153"/>
        <source>The model is split across %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="131"/>
        <source>The model&apos;s parts take turns on %s; the others wait in the computer&apos;s memory (a little slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="138"/>
        <source>The model is moved to %s a little at a time (much slower, but it needs the least memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="134"/>
        <source>The model waits in the computer&apos;s memory and moves to %s one block at a time, the next block on its way while this one works (slower, needs little memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="141"/>
        <source>Every layer of the denoiser is cut in pieces, one piece on each of %s, working together on each picture (tensor parallelism; started with torchrun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="145"/>
        <source>Each of %s works on its own share of the picture&apos;s tokens, the pieces put back together at every step (context parallelism; started with torchrun).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="149"/>
        <source>The model does not fit in memory on %s: parts are read from the disk as they are needed (very slow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="155"/>
        <source>There is no graphics card, so each picture takes a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="159"/>
        <source>%s: %s (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="171"/>
        <source>the text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="172"/>
        <source>the second text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="173"/>
        <source>the third text encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="174"/>
        <source>the denoiser (UNet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="175"/>
        <source>the denoiser (transformer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="176"/>
        <source>the image decoder (VAE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="177"/>
        <source>the safety checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="178"/>
        <source>the image encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="179"/>
        <source>each part in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="182"/>
        <source>part of the denoiser (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="187"/>
        <source>the computer&apos;s processor (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="189"/>
        <source>the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/models.py" line="191"/>
        <source>graphics card %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBookDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="42"/>
        <source>New book from a story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42"/>
        <source>New book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="44"/>
        <location filename="../ui/dialogs.py" line="51"/>
        <location filename="../ui/dialogs.py" line="55"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54"/>
        <source>optional: the folder holding the story&apos;s photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59"/>
        <source>Story script (.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="60"/>
        <location filename="../ui/dialogs.py" line="129"/>
        <source>Photos folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="63"/>
        <source>Language of the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64"/>
        <location filename="../ui/dialogs.py" line="115"/>
        <source>New book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="92"/>
        <source>Choose the story script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94"/>
        <source>There is no story script at %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="96"/>
        <source>There is no folder at %s for the photos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="98"/>
        <source>Choose where the new book goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="102"/>
        <source>%s is already there and not empty: choose a new name for the book folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="121"/>
        <source>Story script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="121"/>
        <source>Story (*.md *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageEditor</name>
    <message>
        <location filename="../ui/page_editor.py" line="181"/>
        <source>&amp;Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="182"/>
        <source>&amp;Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="183"/>
        <source>S&amp;cene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="184"/>
        <source>Photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="185"/>
        <source>St&amp;yle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="186"/>
        <source>Stre&amp;ngth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="187"/>
        <source>See&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="188"/>
        <source>What happened? Type the story as it was told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="190"/>
        <source>What the picture shows (optional; English works with most models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="192"/>
        <source>Choose photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="193"/>
        <source>Remove photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="195"/>
        <source>How far the picture may move away from the photo (0 = keep it, 1 = free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="197"/>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="198"/>
        <source>Large text on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="199"/>
        <source>People on this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="210"/>
        <source>Book style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="269"/>
        <source>Drop a photo here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="335"/>
        <source>Choose a photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_editor.py" line="335"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageListModel</name>
    <message>
        <location filename="../viewmodels/pages.py" line="91"/>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PagePeopleMixin</name>
    <message>
        <location filename="../ui/page_people.py" line="54"/>
        <source>Drawn from the reference photos of: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="54"/>
        <location filename="../ui/page_people.py" line="58"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/page_people.py" line="57"/>
        <source>No reference photos yet for %s: add them under People.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../ui/people_panel.py" line="120"/>
        <source>Add person…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="121"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="122"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="123"/>
        <source>&amp;Trigger word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="124"/>
        <source>the word the LoRA was trained with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="125"/>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Reference photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="126"/>
        <source>Add reference photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="127"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="128"/>
        <source>Import LoRA…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="129"/>
        <source>A .safetensors file (other formats can run code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="172"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="172"/>
        <source>learned (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="193"/>
        <source>%s draws each person from their reference photos (up to %d): no training needed. Add a few clear photos of the face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="209"/>
        <source>Add person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="209"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="227"/>
        <source>Photos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/people_panel.py" line="237"/>
        <source>Import LoRA</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../ui/language.py" line="23"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="24"/>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="25"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../ui/language.py" line="26"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../ui/language.py" line="21"/>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/language.py" line="22"/>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SegmentPlayer</name>
    <message>
        <location filename="../ui/segment_player.py" line="41"/>
        <source>Playing needs Qt Multimedia: install PySide6-Addons (pip install PySide6-Addons).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../ui/server_box.py" line="22"/>
        <source>Paste the connection code from the server&apos;s operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="24"/>
        <source>one line, from the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="26"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="62"/>
        <source>Reaching the drawing server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/server_box.py" line="75"/>
        <source>✓ Connected to %s; %n job(s) in its queue.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/server_box.py" line="82"/>
        <source>Not connected: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingControl</name>
    <message>
        <location filename="../ui/training.py" line="58"/>
        <source>Done: the model now knows this person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="62"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="72"/>
        <location filename="../ui/training.py" line="101"/>
        <source>Teach the model this person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="73"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="76"/>
        <source>Trains a small add-on (LoRA) from the reference photos; this takes a long time without a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="91"/>
        <source>measured by the last training on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="93"/>
        <source>an estimate; the first training measures it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="96"/>
        <source>Teaching the model to draw %1 takes about %2 minutes on this computer (%3). Pictures are drawn more slowly meanwhile. Start now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="121"/>
        <source>Starting the training…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="127"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="140"/>
        <source>step %s of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="142"/>
        <source>about %s min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/training.py" line="146"/>
        <source>training loss %.3f</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingViewModel</name>
    <message>
        <location filename="../viewmodels/training.py" line="135"/>
        <source>Choose a picture model first (Pictures → Model and engine…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="132"/>
        <source>Add a few reference photos of %s first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="249"/>
        <source>The training could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/training.py" line="268"/>
        <source>The training stopped with an error: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../ui/video_dialog.py" line="44"/>
        <source>Add from video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="45"/>
        <source>Choose videos…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="51"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="58"/>
        <source>One still every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="60"/>
        <source>At most per video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="66"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="84"/>
        <source>Put ticked stills on new pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="86"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Choose home videos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="113"/>
        <source>Videos (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="138"/>
        <source>No stills were found in these videos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/video_dialog.py" line="139"/>
        <source>%n still(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/video_dialog.py" line="154"/>
        <source>Tick the stills to keep first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VideoStillsViewModel</name>
    <message>
        <location filename="../viewmodels/video.py" line="135"/>
        <source>Add stills from video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewmodels/video.py" line="139"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../ui/welcome.py" line="90"/>
        <source>Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="91"/>
        <source>Stories and old photos become a picture book to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="92"/>
        <source>Make the sample book (Grandma&apos;s Lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="93"/>
        <source>New book from a story…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="94"/>
        <source>New blank book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="95"/>
        <source>Open book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/welcome.py" line="96"/>
        <source>Recent books</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowBooksMixin</name>
    <message>
        <location filename="../ui/window_books.py" line="28"/>
        <source>Open a book folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="66"/>
        <source>The book could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_books.py" line="80"/>
        <source>The sample book is in %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowClosingMixin</name>
    <message>
        <location filename="../ui/window_closing.py" line="24"/>
        <source>Pictures are being drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="25"/>
        <source>Stop drawing and close? The pictures already finished are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="46"/>
        <source>Save the book in a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="58"/>
        <source>The book could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="61"/>
        <source>The latest changes are not saved: %s
Save the book in another folder, try again, or close without them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="68"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_closing.py" line="69"/>
        <source>Close without saving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenusMixin</name>
    <message>
        <location filename="../ui/window_menus.py" line="123"/>
        <source>&amp;Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="124"/>
        <source>Recent books</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="125"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="126"/>
        <source>&amp;Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="127"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="128"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="129"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="131"/>
        <source>New blank book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="132"/>
        <source>New book from a story…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="133"/>
        <source>Open book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="134"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="135"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="136"/>
        <source>Title, page size and style…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="137"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="138"/>
        <source>Add page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="139"/>
        <source>Duplicate page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="140"/>
        <source>Delete page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="141"/>
        <source>Move page up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="142"/>
        <source>Move page down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="143"/>
        <source>Illustrate this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="144"/>
        <source>Illustrate selected pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="145"/>
        <source>Illustrate the whole book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="146"/>
        <source>Make variations of this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="147"/>
        <source>Cancel drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="148"/>
        <source>Model and engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="149"/>
        <source>Large text on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="150"/>
        <source>About Memory Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="151"/>
        <source>Typing Chinese…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="152"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="158"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="159"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="160"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="161"/>
        <source>Add from video…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="162"/>
        <source>Add from a recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/window_menus.py" line="163"/>
        <source>People in this book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
