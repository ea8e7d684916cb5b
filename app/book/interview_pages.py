"""Pages from an approved transcript: the storyteller's words, split at long pauses and topic turns.

:func:`suggest_pages` groups the storyteller's segments into pages of about a target length; the volunteer
accepts them (:func:`accept_pages`), or first merges two (:func:`merge_pages`) or splits one at a place in its
text (:func:`split_page`). Every page keeps the time span of the recording it came from, so its clip can be
cut for the companion, the EPUB and the printed code.

A topic turn (:func:`topic_turn`) is where an interviewer moves the talk on, the way a volunteer does it: a
question from the volunteer (or another person) between two stretches of her story, or the storyteller herself
opening with a phrase that starts a new episode ("后来", "还有一次", "Another time" …). A turn starts a new page
only once the page holds a quarter of the target length, so a short aside does not make a page of its own.
(Lexical-cohesion segmenters such as Hearst's TextTiling, Computational Linguistics 23(1), 1997, need
paragraphs of text on each side; one interview answer is often a single sentence, so the cues are used.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.book.cjk import is_cjk, wrap_separator
from app.book.errors import BookError, located
from app.book.model import Page
from app.book.recordings import Transcript, TranscriptSegment
from words import Message

TURN_OPENINGS = (
    "后来",
    "还有一次",
    "有一次",
    "再后来",
    "说到",
    "後來",
    "還有一次",
    "有一回",
    "another time",
    "later on",
    "after that",
    "years later",
    "one day",
)
"""Openings that start a new episode of a life story (Mandarin, Cantonese in traditional characters, English),
compared with the start of a storyteller's segment, lower case."""

QUESTION_ENDS = ("?", "？", "吗", "呢", "嗎")
"""How a question ends: a question mark, or the sentence-final particle Whisper often leaves unpunctuated."""


@dataclass
class SuggestedPage:
    """A page suggested from a transcript: its text, a title, and the time span (seconds) it came from."""

    title: str
    text: str
    start: float
    end: float


def _join(before: str, after: str) -> str:
    if not before:
        return after
    if is_cjk(after[:1]) and before[-1:] not in "。！？；…，、”":
        before += "，"  # a pause Whisper left unpunctuated, as a Chinese reader expects it
    return before + wrap_separator(before, after) + after


def _finish(text: str) -> str:
    if text and text[-1] not in '.!?…。！？”"':
        text += "。" if is_cjk(text[-1]) else "."
    return text


def _title(text: str) -> str:
    """The first clause of ``text``: at most 12 characters of Chinese, 6 words of English."""
    first = re.split(r"[。！？；，,.!?;]", text, maxsplit=1)[0].strip()
    if any(is_cjk(ch) for ch in first):
        return first[:12]
    return " ".join(first.split()[:6])


def topic_turn(segment: TranscriptSegment, asked: bool) -> bool:
    """Whether the storyteller's ``segment`` opens a new topic: ``asked`` (the volunteer or another person
    asked a question just before it) or its text begins with one of :data:`TURN_OPENINGS`."""
    opening = segment.text.strip().lower()
    return asked or opening.startswith(TURN_OPENINGS)


def _is_question(segment: TranscriptSegment) -> bool:
    return segment.text.rstrip().endswith(QUESTION_ENDS)


def suggest_pages(
    transcript: Transcript, target_chars: int = 400, pause_s: float = 3.0
) -> list[SuggestedPage]:
    """Pages from an approved transcript: the storyteller's segments only, a new page after a pause of at
    least ``pause_s`` seconds, at a topic turn (:func:`topic_turn`) once the page holds ``target_chars // 4``
    characters, or once it holds ``target_chars``. Lines join as the story import joins wrapped lines
    (:func:`app.book.cjk.wrap_separator`); numbers and names stay as spoken.

    Raises BookError when the transcript is not approved.
    """
    if not transcript.approved:
        unapproved = Message("book.transcript.not_approved", name=transcript.recording)
        raise BookError(located(transcript.recording, unapproved))
    pages: list[SuggestedPage] = []
    current: SuggestedPage | None = None
    asked = False
    for seg in transcript.segments:
        if seg.speaker != "storyteller":
            asked = asked or _is_question(seg)
            continue
        if current and (
            seg.start - current.end >= pause_s
            or len(current.text) >= target_chars
            or (topic_turn(seg, asked) and len(current.text) >= target_chars // 4)
        ):
            pages.append(current)
            current = None
        asked = False
        if current is None:
            current = SuggestedPage("", seg.text, seg.start, seg.end)
        else:
            current.text, current.end = _join(current.text, seg.text), seg.end
    if current:
        pages.append(current)
    for page in pages:
        page.text = _finish(page.text)
        page.title = _title(page.text)
    return pages


def merge_pages(pages: list[SuggestedPage], index: int) -> list[SuggestedPage]:
    """The suggestions with page ``index`` and the next made one: the first's title and start, the second's
    end, the texts joined. Raises BookError when there is no next page."""
    if not 0 <= index < len(pages) - 1:
        raise BookError(
            located(Message("where.page", number=index + 1), Message("book.transcript.no_next_page"))
        )
    first, second = pages[index], pages[index + 1]
    merged = SuggestedPage(first.title, _join(first.text, second.text), first.start, second.end)
    return [*pages[:index], merged, *pages[index + 2 :]]


def split_page(
    pages: list[SuggestedPage], index: int, at: int, transcript: Transcript
) -> list[SuggestedPage]:
    """The suggestions with page ``index`` cut before character ``at`` of its text into two pages, each
    titled from its own text. The cut's time is the start of the storyteller's segment nearest to the
    same fraction of the page's span (a segment boundary of ``transcript``, so each clip begins as she
    begins a sentence); the page's own start and end when it holds one segment.

    Raises BookError when ``at`` leaves either part without text."""
    page = pages[index]
    before, after = page.text[:at].strip(), page.text[at:].strip()
    if not before or not after:
        where = Message("book.story.page", number=index + 1, title=page.title)
        raise BookError(located(where, Message("book.transcript.split_page_where")))
    guess = page.start + (page.end - page.start) * at / len(page.text)
    inside = [
        s.start for s in transcript.segments if s.speaker == "storyteller" and page.start < s.start < page.end
    ]
    cut = min(inside, key=lambda t: abs(t - guess)) if inside else round(guess, 2)
    parts = [
        SuggestedPage(_title(before), _finish(before), page.start, cut),
        SuggestedPage(_title(after), _finish(after), cut, page.end),
    ]
    return [*pages[:index], *parts, *pages[index + 1 :]]


def pages_for(name: str, pages: list[SuggestedPage]) -> list[Page]:
    """Book pages of the suggestions from recording ``name``, each keeping its time span (seconds)."""
    return [
        Page(title=p.title, text=p.text, recording=name, recording_start_s=p.start, recording_end_s=p.end)
        for p in pages
    ]


def accept_pages(project, name: str, pages: list[SuggestedPage]) -> list[Page]:
    """Add ``pages`` (from recording ``name``) at the end of the book, keeping their time spans; returns them.
    The book is not saved."""
    added = pages_for(name, pages)
    project.book.pages.extend(added)
    return added
