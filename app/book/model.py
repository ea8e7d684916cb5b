"""The book as data: :class:`Book`, :class:`Page`, :class:`Person`, validated with pydantic.

``book.json`` in a project folder is ``Book.model_dump_json()``; :data:`SCHEMA_VERSION` is written into every
file and a file with a larger version is refused (the app that wrote it is newer than this one).
Units: strengths are fractions 0-1, seeds are unsigned 32-bit integers (the range ``torch.Generator``
accepts everywhere), trim sizes are names resolved to millimetres by :mod:`app.book.layout`.
Every name of a file (a photo, an illustration key, a LoRA path) is checked to stay inside the book folder
as it is read (:data:`FileName`, :data:`LoraPath`; :mod:`app.book.closed`).

Unlike the rest of the program this module keeps its annotations as objects (no ``from __future__ import
annotations``): pydantic would turn each string back into an object as it builds the classes (a ``ForwardRef``
compiled and evaluated per annotation, 73 of them), ≈ 0.8 ms of the app's start. A class named in its own
methods is written as a string there (``-> "Book"``).
"""

import uuid
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from app.book.closed import check_lora_path, check_plain_name
from app.book.errors import located
from app.console import escape_controls
from words import Message, template

SCHEMA_VERSION = 1
"""Version of the ``book.json`` layout; bump it (and add a migration) whenever a field changes meaning."""

TrimName = Literal["a4", "a5", "square"]
Language = Literal["zh", "en"]
EngineName = Literal["auto", "sketch", "diffusion"]

MAX_SEED = 2**32 - 1
MAX_PAGE_CHARS = 20_000
"""Longest story text of one page, in characters (about 20 printed pages at large print)."""

FileName = Annotated[str, AfterValidator(check_plain_name)]
"""A file name inside one of the book's folders (no folder part, no ``..``): see :mod:`app.book.closed`."""
LoraPath = Annotated[str, AfterValidator(check_lora_path)]
"""A path under the book's ``loras/`` folder (POSIX separators, plain names)."""


def check_one_line(value: str) -> str:
    """``value`` when it holds no control character at all (:func:`app.console.escape_controls`: C0, C1, ESC,
    bidi overrides, line ends); raises ValueError (pydantic names the field) otherwise."""
    shown = escape_controls(value)
    if shown != value:
        raise ValueError(Message("book.field.control_characters", shown=shown[:80]))
    return value


def check_text(value: str) -> str:
    """``value`` when it holds no control character but tabs and line ends (a story's paragraphs);
    raises ValueError otherwise."""
    shown = escape_controls(value, keep_line_ends=True)
    if shown != value:
        raise ValueError(Message("book.field.control_codes"))
    return value


OneLine = Annotated[str, AfterValidator(check_one_line)]
"""A title or name: printed on terminals and in one-line messages, so no control characters."""
Text = Annotated[str, AfterValidator(check_text)]
"""A story's text, a scene, a dedication: line ends allowed, no other control characters."""


def new_id() -> str:
    """A short random identifier for pages and people (12 hex characters)."""
    return uuid.uuid4().hex[:12]


# Empty lists and dicts come from ``lambda: []`` and ``lambda: {}``, not ``list`` and ``dict``: pydantic asks each
# factory for its signature (does it take the validated data?), and a built-in's is parsed from its text by the
# tokenize module, whose patterns are compiled for it (bench_startup: ≈ 4 ms of the app's start).


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, str_strip_whitespace=False)


class PhotoInfo(_Strict):
    """A photo stored in the project's ``photos/`` folder under its content hash.

    ``width``/``height`` are the upright size in pixels (EXIF orientation applied). A still taken from a home
    video also records the video's file name and the still's time in it (``video``, ``video_time_s``); books
    written before these fields existed read as photos without them.

    ``warnings`` are what intake noticed (blurry, very wide …): each a message as JSON (``words.Message.to_json``),
    said in the reader's language by :meth:`said_warnings`. A book written before they were messages holds
    English sentences instead: those are shown as they are, in English (they are not parsed back).
    """

    original_name: OneLine = Field(
        description="file name the family gave us, for display only (no control character)"
    )
    width: int = Field(ge=1)
    height: int = Field(ge=1)
    warnings: list[str | dict[str, Any]] = Field(default_factory=lambda: [])
    video: OneLine | None = Field(default=None, description="for a video still: the video's file name")
    video_time_s: float | None = Field(default=None, ge=0, description="for a video still: its time, seconds")
    restored: FileName | None = Field(
        default=None,
        description="file name in photos/ of its restored copy (app.book.restore), used by models",
    )

    def said_warnings(self) -> list[Message | str]:
        """The warnings to say: each a :class:`words.Message`; an old book's English sentence as it is, and a
        record no message can be read from (a hand-edited book) as its ``code`` or its text."""
        out: list[Message | str] = []
        for warning in self.warnings:
            if isinstance(warning, str):
                out.append(warning)
                continue
            try:
                message = Message.from_json(warning)
            except (ValueError, TypeError, AttributeError, RecursionError):
                out.append(str(warning.get("code", warning)))
                continue
            out.append(message if template(message.code) is not None else message.code)
        return out


YEAR_MIN, YEAR_MAX = 1800, 2200
"""Years a person's eras and a page's year may name (anything else is a typing mistake)."""


class CharacterSheet(_Strict):
    """One person's portrait for one era, drawn once from the era's references in the book's style
    (:mod:`app.book.sheets`) and, once ``approved`` by the volunteer, given to every page of that era as its
    first reference photo, so the person drawn is one person throughout.

    ``photo`` is the portrait's file name in ``photos/`` (a PNG named by its content hash);
    ``references`` the content hashes of the reference photos it was drawn from and ``style`` the style it
    was drawn in (a sheet drawn from other photos or in another style is told apart by the preflight);
    ``illustration`` the cache key of the drawing, whose sidecar records how it was made, and ``seed`` its
    seed (drawing the sheet again takes the next seed, so the new portrait differs).
    """

    photo: FileName
    approved: bool = False
    references: list[str] = Field(default_factory=lambda: [], description="content hashes it was drawn from")
    style: str = Field(default="", max_length=64)
    illustration: FileName | None = Field(default=None, description="cache key of the drawing")
    seed: int = Field(default=0, ge=0, le=MAX_SEED, description="the seed it was drawn with")


class Era(_Strict):
    """A time of someone's life with its own reference photos: 少女时代 1955–1962, the 1980s, age 60–70.

    ``years`` is an inclusive calendar-year range, ``ages`` an inclusive age range in years (turned into years
    with the person's ``birth_year``); either may be left out (an era named only, chosen by name).
    ``lora`` is a LoRA trained on this era's photos (pages of the era use it instead of the person's);
    ``sheet`` the era's :class:`CharacterSheet`.
    :mod:`app.book.eras` chooses a page's era.
    """

    name: OneLine = Field(min_length=1, max_length=100)
    years: tuple[int, int] | None = Field(default=None, description="first and last year, inclusive")
    ages: tuple[int, int] | None = Field(default=None, description="first and last age, years, inclusive")
    photos: list[FileName] = Field(
        default_factory=lambda: [], description="reference photos: file names in photos/"
    )
    lora: LoraPath | None = Field(
        default=None, description="a LoRA of the person at this time, relative to the book folder"
    )
    sheet: CharacterSheet | None = Field(default=None, description="the era's character sheet")

    @field_validator("name")
    @classmethod
    def _named(cls, value: str) -> str:
        if not value.strip():
            raise ValueError(Message("book.era.unnamed"))
        return value

    @field_validator("years", "ages")
    @classmethod
    def _ordered(cls, value: tuple[int, int] | None) -> tuple[int, int] | None:
        if value is not None and value[0] > value[1]:
            raise ValueError(Message("book.era.range_reversed", range=f"{value[0]}-{value[1]}"))
        return value


class Person(_Strict):
    """Someone who appears in the book; may carry a LoRA that teaches the model their look.

    ``photos`` are reference photos for their whole life (books made before eras have only these: one era
    covering all); ``eras`` hold reference photos per time of their life, ``birth_year`` turns ages into years.
    An era's ``lora`` takes the place of the person's ``lora`` on the pages of that era (models using LoRAs).
    """

    id: str = Field(default_factory=new_id, pattern=r"^[A-Za-z0-9_-]{1,64}$")
    name: OneLine = Field(min_length=1, max_length=200)
    trigger: OneLine = Field(default="", max_length=100, description="trigger word the LoRA was trained with")
    relation: OneLine = Field(
        default="",
        max_length=50,
        description="who they are to the family (外婆, Grandpa): large-print captions",
    )
    photos: list[FileName] = Field(
        default_factory=lambda: [], description="reference photos: file names in photos/"
    )
    lora: LoraPath | None = Field(
        default=None, description="path of the LoRA file, relative to the book folder"
    )
    lora_weight: float = Field(default=1.0, ge=0.0, le=2.0)
    base_model: str | None = Field(default=None, description="the model the LoRA was trained on")
    birth_year: int | None = Field(default=None, ge=YEAR_MIN, le=YEAR_MAX)
    eras: list[Era] = Field(default_factory=lambda: [], description="reference photos per time of life")
    sheet: CharacterSheet | None = Field(
        default=None, description="character sheet of the whole life (a person without eras)"
    )

    @field_validator("eras")
    @classmethod
    def _eras_apart(cls, eras: list[Era]) -> list[Era]:
        """Eras are chosen by name (pages, training, sheets): two of one name would hide the second."""
        names = [e.name for e in eras]
        twice = next((n for n in names if names.count(n) > 1), None)
        if twice is not None:
            raise ValueError(Message("book.era.twice", name=repr(twice)))
        return eras


class Page(_Strict):
    """One story page: its text is printed, its scene (or photo) is illustrated."""

    id: str = Field(default_factory=new_id, pattern=r"^[A-Za-z0-9_-]{1,64}$")
    title: OneLine = Field(default="", max_length=500)
    text: Text = Field(default="", max_length=MAX_PAGE_CHARS)
    scene: Text = Field(default="", max_length=2000, description="what the picture shows, for the model")
    photo: FileName | None = Field(default=None, description="file name in photos/ of the page's photo")
    people: list[str] = Field(default_factory=lambda: [], description="ids of the people on this page")
    style: str | None = Field(default=None, description="style preset for this page; None = the book's")
    strength: float = Field(default=0.55, ge=0.0, le=1.0, description="image-to-image strength, 0-1")
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED)
    illustration: FileName | None = Field(default=None, description="cache key of the chosen illustration")
    history: list[FileName] = Field(default_factory=lambda: [], description="keys of earlier illustrations")
    recording: FileName | None = Field(
        default=None, description="file name in recordings/ the text came from"
    )
    recording_start_s: float | None = Field(
        default=None, ge=0, description="its time span in the recording, s"
    )
    recording_end_s: float | None = Field(default=None, ge=0)
    year: int | None = Field(default=None, ge=YEAR_MIN, le=YEAR_MAX, description="the year the story happens")
    era: str | None = Field(
        default=None, max_length=100, description="an era's name, or a time such as 1980s / 八十年代"
    )

    def effective_seed(self) -> int:
        """The seed used for this page: the set one, else one derived from the page id (stable)."""
        if self.seed is not None:
            return self.seed
        return int(self.id.encode().hex()[:8], 16) & MAX_SEED


class RecordingInfo(_Strict):
    """A recorded conversation stored in ``recordings/`` under its content hash (:mod:`app.book.recordings`);
    its transcript is ``transcripts/<name>.json``. Books written before recordings existed have none."""

    original_name: OneLine = Field(
        description="file name the family gave us, for display only (no control character)"
    )
    duration_s: float = Field(ge=0, description="length of its sound track, seconds")
    language: str = Field(default="auto", pattern=r"^(auto|zh|yue|en)$")


class IllustrationSettings(_Strict):
    """How the book's pictures are drawn. ``model`` is a folder, a ``.safetensors`` file or a hub id."""

    engine: EngineName = "auto"
    model: str | None = None
    steps: int | None = Field(default=None, ge=1, le=200)
    guidance: float | None = Field(default=None, ge=0.0, le=30.0)
    width: int = Field(default=768, ge=64, le=4096, multiple_of=8)
    height: int = Field(default=512, ge=64, le=4096, multiple_of=8)
    safety_checker: bool = Field(
        default=True,
        description="run a model's own safety checker (docs/DIFFUSION.md); its flagged pictures are redrawn",
    )


class Book(_Strict):
    """A whole memory book. ``book.json`` holds exactly this."""

    schema_version: int = Field(default=SCHEMA_VERSION, ge=1)
    title: OneLine = Field(min_length=1, max_length=300)
    subtitle: OneLine = Field(default="", max_length=300)
    dedication: Text = Field(default="", max_length=1000)
    language: Language = "zh"
    trim_size: TrimName = "a4"
    large_print: bool = True
    style: OneLine = Field(default="watercolour", max_length=64)
    cover_photo: FileName | None = Field(default=None, description="file name in photos/ for the cover")
    illustration: IllustrationSettings = Field(default_factory=IllustrationSettings)
    people: list[Person] = Field(default_factory=lambda: [])
    pages: list[Page] = Field(default_factory=lambda: [])
    photos: dict[FileName, PhotoInfo] = Field(default_factory=lambda: {})
    recordings: dict[FileName, RecordingInfo] = Field(default_factory=lambda: {})
    voice_codes: bool = Field(
        default=False, description="print a QR code of its clip on pages from a recording"
    )
    audio_url_prefix: str = Field(default="", max_length=500, description="where the clips are served from")
    for_sale: bool = Field(
        default=False,
        description="the family sells copies: a picture drawn with a non-commercial model blocks printing",
    )

    @field_validator("schema_version")
    @classmethod
    def _not_newer(cls, value: int) -> int:
        if value > SCHEMA_VERSION:
            raise ValueError(Message("book.file.newer", format=value, version=SCHEMA_VERSION))
        return value

    @model_validator(mode="after")
    def _references_hold(self) -> "Book":
        """Strict references (a stranger's ``book.json``): page and person ids unique, every style a preset
        of ``assets/styles.toml`` ("none": none); a page naming someone not in ``people`` is reported, not
        refused (:func:`dangling_people`: removing a person in the app leaves the pages as they are). Raises ValueError
        naming the page (number and title) or person and the fix."""
        problem = reference_problem(self)
        if problem:
            raise ValueError(problem)
        return self

    def person(self, key: str) -> Person:
        """The person with this id or name; raises KeyError."""
        for person in self.people:
            if key in (person.id, person.name):
                return person
        raise KeyError(key)

    def page(self, page_id: str) -> Page:
        """The page with this id; raises KeyError."""
        for page in self.pages:
            if page.id == page_id:
                return page
        raise KeyError(page_id)


def page_label(index: int, page: Page) -> Message:
    """``page 3 「At the river」`` (``page 3`` for an untitled page): how messages name a page."""
    if page.title:
        return Message("book.page.titled", number=index + 1, title=page.title)
    return Message("where.page", number=index + 1)


def _style_names() -> set[str]:
    from model.styles import load_styles

    return {"none", *load_styles()}


def reference_problem(book: Book) -> Message | None:
    """The first broken reference of ``book`` as a message (see :meth:`Book._references_hold`), or None."""
    seen: set[str] = set()
    for index, person in enumerate(book.people):
        if person.id in seen:
            return Message("book.person.id_twice", number=index + 1, name=person.name, id=repr(person.id))
        seen.add(person.id)
    styles = _style_names()
    if book.style not in styles:
        return Message("book.style.unknown", style=repr(book.style), choices=sorted(styles - {"none"}))
    pages: set[str] = set()
    for index, page in enumerate(book.pages):
        if page.id in pages:
            return Message("book.page.id_twice", place=page_label(index, page), id=repr(page.id))
        pages.add(page.id)
        if page.style is not None and page.style not in styles:
            unknown = Message("book.style.unknown", style=repr(page.style), choices=sorted(styles - {"none"}))
            return located(page_label(index, page), unknown)
    return None


def dangling_people(book: Book) -> list[Message]:
    """One message per page that names a person id not among ``book.people`` (``page 2 「…」 names
    'x', who is not among the book's people; add them or remove the name``)."""
    known = {person.id for person in book.people}
    lines = []
    for index, page in enumerate(book.pages):
        unknown = [key for key in page.people if key not in known]
        if unknown:
            lines.append(
                Message("book.page.unknown_person", place=page_label(index, page), name=repr(unknown[0]))
            )
    return lines
