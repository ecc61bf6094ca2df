/// The little JavaScript the screens use, shipped inside the binary: a log form posts as the
/// plain form does and shows the toast, without leaving the page, then swaps in the card the
/// server answered with (parsed inertly, never run): its new entries, or the problem beside it.
/// A `data-copy` button copies the text of the element it names (the Connect screen's key and
/// lines), and the Connect screen's forms swap in the screen they answer with. User text only ever goes into `textContent` or arrives escaped by the server.
public enum Script {
    /// The whole script: the shared part, then each screen's own (each its own function scope).
    public static let text = ([base] + parts).joined(separator: "\n")

    /// Each screen's own script, one file each (`Script+Screen.swift`), in this order.
    static let parts: [String] = [goals, ruleEditor, roving, history, liveToday, importScreen, readingBells, nudges]

    /// The toast, the one way a form is posted (`Cairn.post`, `Cairn.show` for the other parts), the
    /// log forms, the copy buttons and the Connect forms.
    static let base = #"""
    "use strict";
    (function () {
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") || "";
      const toast = document.getElementById("toast");
      let timer = null;
      // The control and invisible format characters that reorder or hide text, shown as
      // \u{202E}-style text as the server's pages and the terminal show them.
      const hidden = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;
      function visible(text) {
        return String(text).replace(hidden, function (c) { return "\\u{" + c.codePointAt(0).toString(16).toUpperCase() + "}"; });
      }
      function show(text) {
        if (!toast) return;
        toast.textContent = visible(text);
        toast.hidden = false;
        clearTimeout(timer);
        timer = setTimeout(function () { toast.hidden = true; }, 4000);
      }
      // The server's toast as it wrote it (escaped, a name isolated in <bdi>), parsed inertly.
      function showNodes(answer) {
        if (!toast) return;
        show("");
        toast.replaceChildren(...Array.from(answer.childNodes).map(function (node) { return document.adoptNode(node); }));
      }
      if (toast && !toast.hidden) { timer = setTimeout(function () { toast.hidden = true; }, 4000); }
      // A form posted as the plain form posts it (the button pressed included), the server's
      // answer parsed inertly, never run: the one way the scripts here send a form.
      async function post(form, submitter) {
        const data = new FormData(form);
        if (submitter && submitter.name) data.append(submitter.name, submitter.value);
        const response = await fetch(form.getAttribute("action"), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(data).toString()
        });
        return { response: response, page: new DOMParser().parseFromString(await response.text(), "text/html") };
      }
      // What each screen's own part of the script shares with this one.
      window.Cairn = Object.freeze({ post: post, show: show });
      // A log form posts as the plain form does (the button pressed included) and the card is
      // swapped for the one the server answers with: its entries, or the problem beside the form.
      function bindLog(form) {
        form.addEventListener("submit", async function (event) {
          event.preventDefault();
          try {
            const { response, page } = await post(form, event.submitter);
            const card = form.closest("article[data-trackable]");
            const fresh = card && page.querySelector('article[data-trackable="' + card.dataset.trackable + '"]');
            if (fresh) {
              const node = document.adoptNode(fresh);
              card.replaceWith(node);
              node.querySelectorAll("form.log-form").forEach(bindLog);
            }
            // The Undo button names the change just made (its words and id), as a reload would.
            const undo = document.querySelector("form.undo-form"), freshUndo = page.querySelector("form.undo-form");
            if (undo && freshUndo) undo.replaceWith(document.adoptNode(freshUndo));
            const answer = page.getElementById("toast");
            if (answer && !answer.hidden) showNodes(answer);
            else if (!response.ok) {
              const problem = (fresh && fresh.querySelector('[role="alert"]')) || page.querySelector('[role="alert"]');
              show("Not logged: " + (problem ? problem.textContent : "the server refused it"));
            }
          } catch (error) {
            show("Not logged: the server did not answer");
          }
        });
      }
      document.querySelectorAll("form.log-form").forEach(bindLog);
      // A copy button (hidden until this runs) copies the text of the element it names.
      function bindCopy(root) {
        root.querySelectorAll("button[data-copy]").forEach(function (button) {
          const source = document.getElementById(button.dataset.copy);
          if (!source) return;
          button.hidden = false;
          button.addEventListener("click", async function () {
            const text = source.textContent;
            try {
              if (navigator.clipboard) { await navigator.clipboard.writeText(text); }
              else {
                const range = document.createRange();
                range.selectNodeContents(source);
                const selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
                if (!document.execCommand("copy")) throw new Error("copy refused");
              }
              show("Copied.");
            } catch (error) {
              show("Not copied: select the text and copy it yourself");
            }
          });
        });
      }
      bindCopy(document);
      // The Connect screen's forms post without leaving the page: the screen the server answers
      // with (parsed inertly) takes the place of this one's, and its toast is shown.
      document.addEventListener("submit", async function (event) {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.classList.contains("connect-form")) return;
        event.preventDefault();
        const main = document.getElementById("main");
        try {
          const { page } = await post(form, event.submitter);
          const fresh = page.getElementById("main");
          if (!fresh || !main) { form.submit(); return; }
          main.replaceChildren(...Array.from(fresh.childNodes).map(function (node) { return document.adoptNode(node); }));
          bindCopy(main);
          const said = page.getElementById("toast");
          if (said && !said.hidden && said.textContent) show(said.textContent);
        } catch (error) {
          form.submit();
        }
      });
    })();
    """#
}
