"""The export dialog's print service: which service the family will order from (the presets of
``memorybook build --for``), its binding and paper, and what that implies, shown under the choice.

:class:`ExportServiceMixin` is part of :class:`app.ui.export_dialog.ExportDialog` (kept here so that each module
stays small). With no service chosen the dialog writes the regular PDF or the print shop's, as before. With one,
the trim combo picks the service's nearest size, the bleed and print-shop boxes give way to the service's own
rules, and a line says at once the finished size, bleed, crop marks, colour and the cover file's name
(:func:`app.viewmodels.export_order.order_outline`); the page count as the service gets it (padding included),
the spine width for that count and the cover's size follow with the preflight's answer
(:func:`app.viewmodels.export_order.planned_outline`), whose findings join the list."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel

from app.viewmodels.export_order import SERVICE_KEYS, bindings, order_outline, papers, service_name
from app.viewmodels.export_types import ExportOptions, OrderOutline


class ExportServiceMixin:
    """Methods of :class:`app.ui.export_dialog.ExportDialog` about the print service (uses its ``vm``,
    ``path_edit``, ``bleed_check``, ``print_shop_check``, ``_changed`` and ``_planned``: the latest preflight's
    order outline)."""

    def build_service_rows(self, form: QFormLayout, options: ExportOptions) -> None:
        """Add the service, binding and paper choices to ``form`` and make ``service_info``, the lines of what
        they imply (the caller places it); chosen as ``options`` says (the book's last export)."""
        self.service_combo = QComboBox()
        self.service_combo.addItem(self.tr("None: a PDF to read, print at home or take to a print shop"), "")
        for key in SERVICE_KEYS:
            self.service_combo.addItem(self._service_label(key), key)
        self.service_combo.setToolTip(
            self.tr(
                "The service the family will order printed copies from: the book is written as that service "
                "takes it, the pages and a separate cover with its spine."
            )
        )
        self.binding_combo = QComboBox()
        self.paper_combo = QComboBox()
        self.service_info = QLabel()
        self.service_info.setWordWrap(True)
        self._planned: OrderOutline | None = None
        form.addRow(self.tr("Print service"), self.service_combo)
        form.addRow(self.tr("Binding"), self.binding_combo)
        form.addRow(self.tr("Paper"), self.paper_combo)
        self.service_combo.setCurrentIndex(max(self.service_combo.findData(options.service), 0))
        self._fill_service_choices(options.binding, options.paper)
        self.service_combo.currentIndexChanged.connect(self._service_changed)
        self.binding_combo.currentIndexChanged.connect(self.service_option_changed)
        self.paper_combo.currentIndexChanged.connect(self.service_option_changed)

    def service_options(self) -> dict[str, str]:
        """The dialog's ``service``, ``binding`` and ``paper`` ("" each when no service is chosen)."""
        service = self.service_combo.currentData() or ""
        if not service:
            return {"service": "", "binding": "", "paper": ""}
        return {
            "service": service,
            "binding": self.binding_combo.currentData() or "",
            "paper": self.paper_combo.currentData() or "",
        }

    def _service_label(self, key: str) -> str:
        """The service as the menu names it: its own brand name, or what a printer of that kind is."""
        labels = {
            "cn-print": self.tr("A printer in China (CMYK, 3 mm bleed, saddle-stitched up to 32 pages)"),
            "pdfx4": self.tr("Any print shop (PDF/X-4, CMYK, 3 mm bleed)"),
        }
        return labels.get(key) or service_name(key)

    def _paper_label(self, key: str, label: str) -> str:
        labels = {
            "standard": self.tr("Lulu's standard paper (444 pages per inch)"),
            "premium-color": self.tr("Premium colour, white paper"),
            "standard-color": self.tr("Standard colour, white paper"),
            "white": self.tr("Black and white, white paper"),
            "cream": self.tr("Black and white, cream paper"),
            "white-70": self.tr("70 lb white paper (colour)"),
            "coated-157": self.tr("157 g/m² coated art paper"),
        }
        return labels.get(key, label)

    def _binding_label(self, key: str) -> str:
        labels = {
            "paperback": self.tr("Paperback (glued spine)"),
            "hardcover": self.tr("Hardcover"),
            "saddle": self.tr("Saddle-stitched (stapled, no spine)"),
        }
        return labels.get(key, key)

    def _fill_service_choices(self, binding: str = "", paper: str = "") -> None:
        """The chosen service's bindings and papers (its defaults first), ``binding``/``paper`` chosen when it
        offers them; both rows disabled without a service."""
        service = self.service_combo.currentData() or ""
        for combo in (self.binding_combo, self.paper_combo):
            combo.blockSignals(True)
            combo.clear()
        if service:
            for key in bindings(service):
                self.binding_combo.addItem(self._binding_label(key), key)
            for key, label in papers(service):
                self.paper_combo.addItem(self._paper_label(key, label), key)
            self.binding_combo.setCurrentIndex(max(self.binding_combo.findData(binding), 0))
            self.paper_combo.setCurrentIndex(max(self.paper_combo.findData(paper), 0))
        for combo in (self.binding_combo, self.paper_combo):
            combo.setEnabled(bool(service))
            combo.blockSignals(False)
        self.bleed_check.setVisible(not service)  # the service decides bleed, marks and colour
        self.print_shop_check.setVisible(not service)
        self._planned = None
        self.show_outline()

    @Slot()
    def _service_changed(self) -> None:
        self._fill_service_choices()
        self._changed()

    @Slot()
    def service_option_changed(self) -> None:
        """The binding, paper, trim or large print changed: the page count shown is out of date until the
        check answers."""
        self._planned = None
        self.show_outline()
        self._changed()

    def outline(self) -> OrderOutline | None:
        """What the chosen service implies for the options as they are now: the latest preflight's planned
        outline when it is for this choice, else the preset's alone (no page count yet); None: no service."""
        now = order_outline(self.options(), self.path_edit.text().strip() or "book.pdf")
        p = self._planned
        if now is None or now.error or p is None:
            return now
        if (p.service, p.binding, p.paper, p.trim_mm) != (now.service, now.binding, now.paper, now.trim_mm):
            return now
        return replace(p, cover=now.cover)  # the cover's name follows the path as typed

    def show_outline(self, planned: OrderOutline | None = None) -> None:
        """Say under the choice what the service implies (``planned``: the preflight's outline, kept)."""
        if planned is not None:
            self._planned = planned
        outline = self.outline()
        self.service_info.setVisible(outline is not None)
        if outline is not None:
            self.service_info.setText(self.outline_text(outline))

    def outline_text(self, o: OrderOutline) -> str:
        """The lines saying what ``o`` implies, in the interface language."""
        if o.error:
            return self.tr("This choice cannot be printed: %1").replace("%1", o.error)
        colour = {
            "srgb": self.tr("colour: sRGB (the service converts it for its press)"),
            "pdfx1a": self.tr("colour: CMYK, PDF/X-1a:2001"),
            "pdfx4": self.tr("colour: CMYK, PDF/X-4"),
        }[o.colour]
        marks = self.tr("crop marks") if o.crop_marks else self.tr("no crop marks")
        first = (
            self.tr("Page %1 × %2 mm, bleed %3 mm, %4, %5.")
            .replace("%1", f"{o.trim_mm[0]:.1f}")
            .replace("%2", f"{o.trim_mm[1]:.1f}")
            .replace("%3", f"{o.bleed_mm:.1f}")
            .replace("%4", marks)
            .replace("%5", colour)
        )
        if not o.planned:
            return first + "\n" + self.tr("Pages, spine and cover: being worked out with the check…")
        pages = self.tr("Interior pages: %1").replace("%1", str(o.pages))
        if o.added:
            pages += " " + self.tr("(%1 of them added so the service takes the book)").replace(
                "%1", str(o.added)
            )
        if o.binding == "saddle":
            spine = self.tr("no spine (stapled)")
        elif o.spine_text:
            spine = self.tr("spine %1 mm, with the title").replace("%1", f"{o.spine_mm:.2f}")
        else:
            spine = self.tr("spine %1 mm, without the title (see the list)").replace(
                "%1", f"{o.spine_mm:.2f}"
            )
        cover = (
            self.tr("cover: %1, %2 × %3 mm (back, spine and front in one file)")
            .replace("%1", o.cover)
            .replace("%2", f"{o.cover_mm[0]:.1f}")
            .replace("%3", f"{o.cover_mm[1]:.1f}")
        )
        return f"{first}\n{pages} · {spine}\n{cover}"
