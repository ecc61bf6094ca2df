extension Script {
    /// The rule editor: typing in a box's field ticks that box; Save and Preview post as the
    /// plain form does and the editor the server answers with (parsed inertly) takes the place
    /// of this one, the place on the page kept, its toast or problem shown.
    static let ruleEditor = #"""
    (function () {
      "use strict";
      document.addEventListener("input", function (event) {
        const field = event.target;
        const row = field instanceof Element ? field.closest(".rule-editor .rule-row") : null;
        if (!row || field.name === "box") return;
        const box = row.querySelector('input[name="box"]');
        if (box) box.checked = true;
        if (field.name && /\.(every|scale)$/.test(field.name)) {
          const how = row.querySelector('input[type="radio"][value="every"]');
          if (how) how.checked = true;
        } else if (field.name && /\.at$/.test(field.name)) {
          const how = row.querySelector('input[type="radio"][value="at"]');
          if (how) how.checked = true;
        }
      });
      // Without an answer to swap in, the form is sent as plain HTML, the button pressed kept.
      function plain(form, submitter) {
        form.dataset.plain = "1";
        form.requestSubmit(submitter || undefined);
      }
      document.addEventListener("submit", async function (event) {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.classList.contains("rule-editor") || form.dataset.plain) return;
        event.preventDefault();
        try {
          const { response, page } = await Cairn.post(form, event.submitter);
          const fresh = page.querySelector("form.rule-editor");
          if (!fresh) { plain(form, event.submitter); return; }
          form.replaceWith(document.adoptNode(fresh));
          const said = page.getElementById("toast");
          const alert = page.querySelector('[role="alert"]');
          const text = said && !said.hidden && said.textContent ? said.textContent : (!response.ok && alert ? alert.textContent : "");
          if (text) Cairn.show(text);
        } catch (error) {
          plain(form, event.submitter);
        }
      });
    })();
    """#
}
