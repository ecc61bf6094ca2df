extension Script {
    /// The bells beside a Reading's values on a trackable's page: a bell's form posts as the
    /// plain form does, and the Reading's values and rules the server answers with (parsed
    /// inertly) take the place of these, focus back on the same bell; the toast is shown with
    /// the Undo the server offered. Without an answer to swap in, the form is sent as plain HTML.
    static let readingBells = #"""
    (function () {
      "use strict";
      document.addEventListener("submit", async function (event) {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.classList.contains("bell-form")) return;
        event.preventDefault();
        const key = form.dataset.bell;
        const box = form.closest(".treading-rules");
        try {
          const { response, page } = await Cairn.post(form, event.submitter);
          const fresh = box && page.querySelector('.treading-rules[data-reading="' + box.dataset.reading + '"]');
          if (!fresh) { form.submit(); return; }
          const node = document.adoptNode(fresh);
          box.replaceWith(node);
          const button = node.querySelector('form[data-bell="' + key + '"] button');
          if (button) button.focus();
          const said = page.getElementById("toast");
          const alert = page.querySelector('[role="alert"]');
          const text = said && !said.hidden && said.textContent ? said.textContent : (!response.ok && alert ? alert.textContent : "");
          if (text) Cairn.show(text);
          document.querySelectorAll(".toast-action").forEach(function (old) { old.remove(); });
          const action = page.querySelector(".toast-action"), toast = document.getElementById("toast");
          if (action && toast) toast.after(document.adoptNode(action));
        } catch (error) {
          form.submit();
        }
      });
    })();
    """#
}
