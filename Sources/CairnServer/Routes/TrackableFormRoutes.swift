import CairnApp
import CairnCore
import Foundation

/// The forms of `/trackables/manage`: add, rename, the day value, the none, remove (asked
/// first), zones and undo. Each makes the application layer's call that `cairn trackable …` and
/// `cairn zone …` make, so the checks and the words are theirs; then the page again with the
/// toast, or with the refused form as typed and the problem beside its field.
struct TrackableFormRoutes {
    var pages: PageRoutes

    /// The answer for `POST /trackables/manage/…`, or `nil` for no such form.
    func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let fields = FormBody(request).fields
        switch request.path {
        case "/trackables/manage/add": return add(fields)
        case "/trackables/manage/rename": return rename(fields)
        case "/trackables/manage/day-value": return dayValue(fields)
        case "/trackables/manage/none": return none(fields)
        case "/trackables/manage/remove": return remove(fields)
        case "/trackables/manage/zones/add": return addZone(fields)
        case "/trackables/manage/zones/remove": return removeZone(fields)
        case "/trackables/manage/undo": return pages.undo(.manage, request) { pages.manage($0) }
        default: return nil
        }
    }

    /// A field as typed, trimmed; `nil` when empty.
    private static func typed(_ fields: [String: String], _ key: String) -> String? {
        fields[key].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private func done(_ toast: String) -> HTTPResponse { pages.manage(PageRoutes.Notice(toast: toast, undoAction: UndoForm.manage.action)) }

    /// The page with `form` as typed and `error` beside `field`.
    private func refused(_ form: String, _ fields: [String: String], field: String? = nil, _ error: AppError) -> HTTPResponse {
        // A trackable the page does not list has no form to show the problem beside: it goes on top.
        if form.hasSuffix("-none") { return pages.manage(PageRoutes.Notice(problem: error.description, status: error.httpStatus)) }
        return pages.manage(PageRoutes.Notice(status: error.httpStatus),
                     typed: TrackableManagePage.Typed(form: form, values: fields, field: field, problem: error.description))
    }

    /// The form key of the trackable named in the form (`rename-3`), or `nil` when there is none by that name.
    private func key(_ prefix: String, _ fields: [String: String]) -> String {
        let name = fields["trackable"] ?? ""
        let id = ((try? pages.database.workspace().trackableList().documents) ?? []).first { $0.name.lowercased() == name.lowercased() }?.id
        return "\(prefix)-\(id.map(String.init) ?? "none")"
    }

    /// `POST /trackables/manage/add`: `name`, `kind`, `unit`, `dayValue`, `choices` (commas
    /// between), `ordered`, `none` and an event's `fields` (one a line), as `trackable add` takes them.
    func add(_ fields: [String: String]) -> HTTPResponse {
        let spec = TrackableSpec(name: fields["name"] ?? "", kind: fields["kind"] ?? "", unit: Self.typed(fields, "unit"),
                                 dayValue: Self.typed(fields, "dayValue"),
                                 choices: Self.typed(fields, "choices").map { $0.split(separator: ",").map(String.init) } ?? [],
                                 ordered: fields["ordered"] == "on", none: Self.typed(fields, "none"))
        let fieldWords = (fields["fields"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        do {
            let trackable = try pages.database.workspace().addTrackable(spec, fields: fieldWords)
            let how = trackable.kind.logsNumber ? "; a day's value is its \(trackable.effectiveDayReduction.rawValue)" : ""
            return done("Added \(trackable.name) (\(trackable.kind.name)\(trackable.unit.map { ", \($0)" } ?? "")\(how)).")
        } catch {
            return refused("add", fields, field: Self.field(of: error.description), error)
        }
    }

    /// The add form's field a refusal is about, from its words (the CLI's, which name the flag or the thing).
    static func field(of message: String) -> String? {
        let text = message.lowercased()
        if text.contains("--field") || text.hasPrefix("field ") || text.contains("fields") { return "fields" }
        if text.contains("day value") { return "dayValue" }
        if text.contains("unit") { return "unit" }
        if text.contains("--none") || text.contains("none ") || text.contains("its none") { return "none" }
        if text.contains("choice") || text.contains("labels") { return "choices" }
        if text.contains("kind") { return "kind" }
        if text.contains("name") { return "name" }
        return nil
    }

    /// `POST /trackables/manage/rename` (`trackable`, its new `name`).
    func rename(_ fields: [String: String]) -> HTTPResponse {
        do {
            let (trackable, name) = try pages.database.workspace().renameTrackable(fields["trackable"] ?? "", to: fields["name"] ?? "")
            return done("Renamed \(trackable.name) to \(name); its entries, zones and rules stay with it.")
        } catch {
            return refused(key("rename", fields), fields, field: "name", error)
        }
    }

    /// `POST /trackables/manage/day-value` (`trackable`, `dayValue`).
    func dayValue(_ fields: [String: String]) -> HTTPResponse {
        do {
            let draft = try pages.database.workspace().setDayValue(of: fields["trackable"] ?? "", to: fields["dayValue"] ?? "")
            return done("\(draft.name): a day's value is now its \(draft.effectiveDayReduction.rawValue).")
        } catch {
            return refused(key("dayValue", fields), fields, error)
        }
    }

    /// `POST /trackables/manage/none` (`trackable`, `none`: a label, or empty for no none).
    func none(_ fields: [String: String]) -> HTTPResponse {
        do {
            let (trackable, named) = try pages.database.workspace().setNone(of: fields["trackable"] ?? "", to: Self.typed(fields, "none"))
            return done(named.noneLabel.map { "\(trackable.name): \($0) is now its none." } ?? "\(trackable.name) now has no none: every choice is a day of some.")
        } catch {
            return refused(key("none", fields), fields, error)
        }
    }

    /// `POST /trackables/manage/remove` (`trackable`): without `confirm=yes`, the page asks
    /// first, saying how many entries go; with it, the trackable goes, and Undo puts it back.
    func remove(_ fields: [String: String]) -> HTTPResponse {
        let workspace = pages.database.workspace()
        do {
            let (trackable, count) = try workspace.trackableRemoval(fields["trackable"] ?? "")
            let what = "\(trackable.name) with \(count) \(count == 1 ? "entry" : "entries") and its zones and rules"
            guard fields["confirm"] == "yes" else {
                return pages.manage(confirm: TrackableManagePage.Confirm(id: trackable.id, question: "Remove \(what)?"))
            }
            try workspace.removeTrackable(trackable, entries: count)
            return done("Removed \(what). Undo puts them back.")
        } catch {
            return pages.manage(PageRoutes.Notice(problem: error.description, status: error.httpStatus))
        }
    }

    /// `POST /trackables/manage/zones/add` (`trackable`, `zone`, `min`, `max`; values may carry units: `70kg`).
    func addZone(_ fields: [String: String]) -> HTTPResponse {
        do {
            let (zone, trackable) = try pages.database.workspace().addZone(fields["zone"] ?? "", to: fields["trackable"] ?? "",
                                                                          min: Self.typed(fields, "min"), max: Self.typed(fields, "max"))
            return done("Added zone \(zone.name) to \(trackable.name): \(Self.bounds(zone, trackable: trackable)).")
        } catch {
            let message = error.description.lowercased()
            let field = message.contains("--min") || message.contains("minimum") ? "min"
                : message.contains("--max") || message.contains("maximum") ? "max" : message.contains("name") ? "zone" : nil
            return refused(key("zone", fields), fields, field: field, error)
        }
    }

    /// `POST /trackables/manage/zones/remove` (`trackable`, `zone`), with the rules that read it.
    func removeZone(_ fields: [String: String]) -> HTTPResponse {
        do {
            let (zone, trackable, rules) = try pages.database.workspace().removeZone(fields["zone"] ?? "", of: fields["trackable"] ?? "")
            let goes = rules == 0 ? "" : " with the \(rules == 1 ? "rule" : "\(rules) rules") that read it"
            return done("Removed zone \(zone.name) of \(trackable.name)\(goes). Undo puts it back.")
        } catch {
            return refused(key("removeZone", fields), fields, error)
        }
    }

    /// "from 60 kg to 80 kg", in the author's unit when one was typed, else the trackable's own form (as `zone list`).
    static func bounds(_ zone: Zone, trackable: Trackable) -> String {
        let show = { (value: Double) in
            zone.unit.map { ValueFormatter.number(value) + " " + $0 } ?? ValueFormatter.format(value, for: trackable)
        }
        return [zone.min.map { "from " + show($0) }, zone.max.map { "to " + show($0) }].compactMap { $0 }.joined(separator: " ")
    }
}

extension PageRoutes {
    /// `GET /trackables/manage`: the add form and each trackable's forms, with a refused form as
    /// typed or a removal waiting for its confirmation.
    func manage(_ notice: Notice = .none, typed: TrackableManagePage.Typed = TrackableManagePage.Typed(),
                confirm: TrackableManagePage.Confirm? = nil) -> HTTPResponse {
        let workspace = database.workspace()
        return page(.trackables, notice) { () throws(AppError) in
            let documents = (try? workspace.trackableList().documents) ?? []
            let zones = (try? workspace.zones(of: nil)) ?? []
            let items = documents.map { document in
                TrackableManagePage.Item(
                    id: document.id, name: document.name, kind: document.kind + (document.unit.map { ", \($0)" } ?? "") + (document.derived.map { ", derived: \($0)" } ?? ""),
                    choosesDayValue: document.logsNumber, dayValue: document.dayValue, choices: document.derived == nil ? document.choices : nil,
                    none: document.none,
                    zones: zones.filter { $0.trackable.id == document.id }.map { ($0.zone.name, TrackableFormRoutes.bounds($0.zone, trackable: $0.trackable)) })
            }
            return TrackableManagePage(items: items, typed: typed, confirm: confirm, csrfToken: csrfToken,
                                       undo: undoButton(UndoForm.manage, workspace)).render()
        }
    }
}
