"""Choosing a model: the catalogue with sizes, licences and GPU needs, the placement plan in words, finding a
model and downloads — all worked out in the model process, so this process never imports torch for them."""

from __future__ import annotations

from tests.test_viewmodels import _config_dir, bridge  # noqa: F401 (fixtures)


def test_catalogue_lists_size_licence_and_gpu_needs(qtbot, bridge):  # noqa: F811
    from app.viewmodels.models import ModelsViewModel

    models = ModelsViewModel(bridge)
    entries = models.load_catalogue()
    assert entries and all(e.size_bytes > 0 and e.licence and e.hub_id for e in entries)
    with qtbot.waitSignal(models.catalogue_changed, timeout=120000):
        pass
    assert all(e.gpu_bytes for e in models.entries)


def test_plan_in_words_for_a_catalogue_model(qtbot, bridge):  # noqa: F811
    from app.viewmodels.models import ModelsViewModel

    models = ModelsViewModel(bridge)
    entries = models.load_catalogue()
    bridge.cancel("catalogue")  # only the plan is wanted here
    with qtbot.waitSignal(models.plan_details_changed, timeout=120000) as blocker:
        assert models.explain_plan(entries[0].hub_id)  # the hub id is planned as its catalogue entry
    assert "Strategy" in blocker.args[0] or "strategy" in blocker.args[0].lower()


def test_the_plan_is_told_in_the_interface_language(qtbot, bridge, tmp_path):  # noqa: F811
    """On this computer (no GPU) a tiny model runs whole on the CPU: said in a sentence, in Chinese under the
    Chinese interface, its parts named in Chinese; the planner's own (English) words come separately."""
    from app.ui.language import install_language
    from app.viewmodels.models import ModelsViewModel
    from model.tiny import save_tiny_pipeline

    folder = save_tiny_pipeline(tmp_path / "tiny-sd")
    models = ModelsViewModel(bridge)
    install_language("zh")
    details = []
    models.plan_details_changed.connect(details.append)
    try:
        with qtbot.waitSignal(models.plan_changed, timeout=120000) as blocker:
            assert models.explain_plan(str(folder))
    finally:
        install_language("en")
    text = blocker.args[0]
    assert text.startswith("整个模型放得进电脑的处理器（CPU），就在那里运行。"), text
    assert "没有显卡" in text and "文本编码器" in text and "图像解码器（VAE）" in text
    assert "Strategy" not in text and "text_encoder" not in text and "unet" not in text
    assert details and "Strategy: single" in details[0]


def test_download_refused_offline_is_one_clear_line(qtbot, bridge):  # noqa: F811
    """Tests never use the network (HF_HUB_OFFLINE=1): the download path must end in one readable line."""
    from app.viewmodels.models import ModelsViewModel

    models = ModelsViewModel(bridge)
    with qtbot.waitSignal(models.error_changed, timeout=60000) as blocker:
        assert models.download("stabilityai/sd-turbo")
    assert "HF_HUB_OFFLINE" in blocker.args[0] and "\n" not in blocker.args[0]
    qtbot.waitUntil(lambda: not bridge.has_job("download"), timeout=30_000)


def test_a_model_folder_is_found_and_a_missing_hub_id_explained(qtbot, bridge, tmp_path):  # noqa: F811
    from app.viewmodels.models import ModelsViewModel
    from model.tiny import save_tiny_pipeline

    models = ModelsViewModel(bridge)
    folder = save_tiny_pipeline(tmp_path / "tiny-sd")
    with qtbot.waitSignal(models.source_changed, timeout=60000) as blocker:
        assert models.check_source(str(folder))
    assert blocker.args == [True, "folder"]
    with qtbot.waitSignal(models.source_changed, timeout=60000) as blocker:
        models.check_source("nobody/not-a-model")
    assert blocker.args[0] is False and "nobody/not-a-model" in blocker.args[1]


def test_a_model_that_is_not_here_is_explained_in_chinese(qtbot, bridge):  # noqa: F811
    from app.ui.language import install_language
    from app.viewmodels.models import ModelsViewModel

    models = ModelsViewModel(bridge)
    install_language("zh")
    try:
        with qtbot.waitSignal(models.source_changed, timeout=60000) as blocker:
            models.check_source("nobody/not-a-model")
    finally:
        install_language("en")
    found, text = blocker.args
    assert not found and text.startswith("模型“nobody/not-a-model”不是这台电脑上的文件夹或文件"), text
