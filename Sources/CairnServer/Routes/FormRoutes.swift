import CairnApp
import CairnCore
import Foundation

/// The plain HTML forms, which work before any JavaScript: each reads its fields into the
/// application layer's call (the one its API route makes), then renders its screen with the
/// toast or the problem. (No redirect carries text in its URL, so a link cannot put words of
/// its own on a screen.)
struct FormRoutes {
    var pages: PageRoutes

    /// A refusal as a notice with its status.
    func problem(_ error: AppError) -> PageRoutes.Notice {
        PageRoutes.Notice(problem: error.description, status: error.httpStatus)
    }

    /// `POST /trackables/log`: the log (a value, an event's fields as one item, the tags ticked,
    /// another day when one was picked), then the cards with the toast the CLI would show; a
    /// refusal comes back beside the card's form with what was typed.
    func log(_ request: HTTPRequest) -> HTTPResponse {
        let form = FormBody(request)
        let fields = form.fields
        let typedValue = fields["value"]
        let value = typedValue.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        let name = fields["trackable"] ?? ""
        let items = form.pairs.filter { $0.name.hasPrefix("item.") && !$0.value.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { (String($0.name.dropFirst("item.".count)), $0.value.trimmingCharacters(in: .whitespaces)) }
        let tags = form.pairs.filter { $0.name == "tag" }.map(\.value)
        let dateText = fields["date"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0.trimmingCharacters(in: .whitespaces) }
        let workspace = pages.database.workspace()
        do throws(AppError) {
            // Today's date is no date at all: the entry keeps the instant it was logged.
            let date = try dateText.flatMap { text throws(AppError) in
                let day = try Workspace.date(text, flag: "the day")
                return day == pages.today(workspace) ? nil : day
            }
            var log = LogRequest(trackable: name, valueWords: value.map { [$0] } ?? [], date: date)
            if !items.isEmpty { log.itemWords = [items.map { "\($0.0)=\($0.1)" }.joined(separator: ",")] }
            log.tagNames = tags
            let outcome = try workspace.log(log)
            return pages.trackables(PageRoutes.Notice(toast: outcome.toast ?? "Logged \(name)" + (value.map { " \($0)" } ?? ""),
                                                      undoAction: UndoForm.cards.action, isolate: name))
        } catch {
            let typed = LogControlView.Typed(trackable: name, value: typedValue, items: Dictionary(items, uniquingKeysWith: { $1 }),
                                             tags: tags, date: dateText, problem: error.description)
            return pages.trackables(problem(error), typed: typed)
        }
    }

    /// `POST /trackables/nothing`: a Nothing for the day (today, or the day picked).
    func nothing(_ request: HTTPRequest) -> HTTPResponse {
        let dateText = FormBody(request).fields["date"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let workspace = pages.database.workspace()
        do throws(AppError) {
            let date = try dateText.map { text throws(AppError) in try Workspace.date(text, flag: "the day") }
            let (day, outcome) = try workspace.logNothing(on: date)
            return pages.trackables(PageRoutes.Notice(toast: outcome.map { $0.toast ?? $0.text } ?? "Nothing was logged on \(day) already."))
        } catch {
            return pages.trackables(problem(error))
        }
    }

    /// `POST /achievements/rules`: the ticked boxes, with their fields, become the whole set
    /// (the trackable's own and every Reading's), saved as `PUT /api/trackables/ID/rules` saves
    /// them; with `preview`, what the ticked boxes would mark is shown instead, and nothing is
    /// saved. A refused field keeps what was typed, shows its problem beside it, saves nothing.
    func rules(_ request: HTTPRequest) -> HTTPResponse {
        let form = FormBody(request)
        let id = form.fields["trackable"].flatMap { Int64($0) }
        let workspace = pages.database.workspace()
        guard let id, let (_, boxes) = pages.editorBoxes(picked: id, workspace), boxes.trackable.id == id else {
            return pages.achievements(picked: nil, PageRoutes.Notice(problem: "no such trackable", status: 404))
        }
        var typed = RuleEditorBoxes.Typed(keys: Set(form.pairs.filter { $0.name == "box" }.map(\.value)))
        for pair in form.pairs where pair.name.contains(".") { typed.fields[pair.name] = pair.value }
        let (ticked, problems) = boxes.ticked(typed)
        if !problems.isEmpty {
            let count = problems.count == 1 ? "a field needs" : "\(problems.count) fields need"
            return pages.achievements(picked: id, PageRoutes.Notice(problem: "Nothing saved: \(count) a change, marked below.", status: 422),
                                      previewed: PageRoutes.Previewed(typed: typed, items: nil, problems: problems))
        }
        if form.fields["preview"] != nil {
            do {
                let items = try RuleEditorPreview.items(boxes, typed: typed, workspace: workspace)
                return pages.achievements(picked: id, previewed: PageRoutes.Previewed(typed: typed, items: items))
            } catch {
                return pages.achievements(picked: id, PageRoutes.Notice(problem: error.description, status: 422),
                                          previewed: PageRoutes.Previewed(typed: typed, items: nil))
            }
        }
        do {
            _ = try workspace.saveRules(ticked, readings: boxes.readings.map(\.id), trackableId: id)
        } catch {
            return pages.achievements(picked: id, problem(error), previewed: PageRoutes.Previewed(typed: typed, items: nil))
        }
        return pages.achievements(picked: id, PageRoutes.Notice(toast: "Rules saved."))
    }

    /// `POST /onboarding`: the answer sets the three switches together.
    func onboarding(_ request: HTTPRequest) -> HTTPResponse {
        let on = FormBody(request).fields["cheer"] == "on"
        let workspace = pages.database.workspace()
        do {
            for key in ["streaks", "achievements", "gettingStarted"] { _ = try workspace.setEncouragement(key, to: on ? "on" : "off") }
        } catch {
            return pages.today(date: nil, problem(error))
        }
        return pages.today(date: nil, PageRoutes.Notice(toast: on ? "Cairn will cheer you on." : "Cairn will keep it quiet."))
    }
}
