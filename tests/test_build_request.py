"""A build's options (app.build.request.BuildRequest) are checked once, when the request is made, and a wrong one
is named by its field; every option that shapes the print changes the reuse check's fingerprint."""

from __future__ import annotations

import dataclasses

import pytest

from app.book.story import create_book_from_story
from app.build import BuildRequest, OrderChoice
from app.build.request import NOT_PRINTED
from app.build.reuse import inputs_for
from assets import EXAMPLES_DIR


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("trim", "a3", "BuildRequest.trim: 'a3' is not one of a4, a5, square or None"),
        ("timeout_s", -5, "BuildRequest.timeout_s: -5 is not a number of seconds above 0 or None"),
        ("timeout_s", float("inf"), "BuildRequest.timeout_s: inf is not a number of seconds above 0 or None"),
        ("timeout_s", 0, "BuildRequest.timeout_s: 0 is not a number of seconds above 0 or None"),
        ("reuse", "again", "BuildRequest.reuse: 'again' is not True, False or \"record\""),
        ("reuse", 1, 'BuildRequest.reuse: 1 is not True, False or "record"'),
        ("model_processes", 0, "BuildRequest.model_processes: 0 is not a whole number above 0 or None"),
        ("model_processes", 2.0, "BuildRequest.model_processes: 2.0 is not a whole number above 0 or None"),
        ("language", "fr", "BuildRequest.language: 'fr' is not one of zh, en or None"),
        ("bleed", "yes", "BuildRequest.bleed: 'yes' is not True or False"),
        ("large_print", 1, "BuildRequest.large_print: 1 is not True, False or None"),
        ("order", "lulu", "BuildRequest.order: 'lulu' is not an OrderChoice or None"),
        ("engine", 3, "BuildRequest.engine: 3 is not a str or None"),
    ],
)
def test_a_wrong_option_is_named_by_its_field(field, value, said):
    with pytest.raises(ValueError) as refused:
        BuildRequest(**{field: value})
    assert str(refused.value) == said


def test_an_order_is_checked_too_and_a_good_request_is_frozen_and_hashable():
    with pytest.raises(ValueError, match=r"^OrderChoice\.service: '' is not a service's name$"):
        OrderChoice("")
    with pytest.raises(ValueError, match=r"^OrderChoice\.force: 'yes' is not True or False$"):
        OrderChoice("lulu", force="yes")
    request = BuildRequest(
        engine="sketch", trim="square", order=OrderChoice("lulu", "paperback"), timeout_s=60, reuse="record"
    )
    assert request == BuildRequest(
        engine="sketch", trim="square", order=OrderChoice("lulu", "paperback"), timeout_s=60, reuse="record"
    )
    assert hash(request) == hash(dataclasses.replace(request))
    with pytest.raises(dataclasses.FrozenInstanceError):
        request.trim = "a4"  # type: ignore[misc]


CHANGED = {
    "trim": "a5",
    "bleed": True,
    "large_print": True,
    "print_shop": True,
    "keep_pictures": True,
    "placement": "auto",
    "model_processes": 2,
    "language": "en",
}
"""A value other than the default for every field that shapes the print."""


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    root = tmp_path_factory.mktemp("request") / "b.mbook"
    return create_book_from_story(EXAMPLES_DIR / "waipo-zh.md", root, EXAMPLES_DIR / "photos")


def test_every_option_that_shapes_the_print_changes_the_fingerprint_and_no_other_does(sample):
    base = BuildRequest(engine="sketch", reuse=True)
    printed = set(base.print_shaping())
    assert printed == set(CHANGED)  # a new field is either listed here or in NOT_PRINTED
    assert printed | NOT_PRINTED == {f.name for f in dataclasses.fields(BuildRequest)}
    key = inputs_for(sample, base, "sketch", None).key(sample)
    for name, value in CHANGED.items():
        other = inputs_for(sample, dataclasses.replace(base, **{name: value}), "sketch", None)
        assert other.key(sample) != key, name
    same = dataclasses.replace(base, timeout_s=60, reuse="record", engine="auto", model="another")
    assert inputs_for(sample, same, "sketch", None).key(sample) == key  # as resolved: sketch, no model
    for not_reused in (
        dataclasses.replace(base, distributed=True),
        dataclasses.replace(base, order=OrderChoice("lulu")),
    ):
        assert inputs_for(sample, not_reused, "sketch", None) is None
    assert inputs_for(sample, dataclasses.replace(base, reuse=False), "sketch", None) is None
