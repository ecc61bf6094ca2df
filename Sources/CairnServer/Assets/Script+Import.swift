extension Script {
    /// The Import screen: the upload sent with XMLHttpRequest (its progress in the first bar),
    /// then the import's own progress polled from `/api/import/ID`, then the summary, without a
    /// reload. `data-phases` on the form records the phases it went through.
    static let importScreen = #"""
        (function () {
          var form = document.getElementById('import-form');
          if (!form || !window.XMLHttpRequest || !window.FormData) { return; }
          var upload = document.getElementById('import-upload');
          var stored = document.getElementById('import-stored');
          var status = document.getElementById('import-status');
          var box = document.getElementById('import-progress');
          var result = document.getElementById('import-result');
          function phase(name) { form.setAttribute('data-phases', (form.getAttribute('data-phases') || '') + name + ' '); }
          function show(title, lines, isError) {
            result.textContent = '';
            var h = document.createElement('h2');
            h.textContent = title;
            result.appendChild(h);
            lines.forEach(function (line) {
              var p = document.createElement('p');
              if (isError) { p.className = 'error'; }
              p.textContent = line.trim();
              result.appendChild(p);
            });
            form.querySelector('button[type=submit]').disabled = false;
          }
          // A poll that meets a 502-504 or no answer (the team database or a server briefly
          // away) is tried again, waiting longer each time (0.5 s, 1 s, 2 s, then 4 s), for
          // about 30 s in all before the page says the progress could not be read: the import
          // may still be running, or have finished.
          function poll(id, failures, waited) {
            failures = failures || 0;
            waited = waited || 0;
            function again(problem) {
              if (waited >= 30000) {
                show("The import's progress could not be read", [problem,
                  'the import may still finish: look at History in a while, or run the import again, which stores nothing twice'], true);
                return;
              }
              var wait = Math.min(500 * Math.pow(2, failures), 4000);
              window.setTimeout(function () { poll(id, failures + 1, waited + wait); }, wait);
            }
            var request = new XMLHttpRequest();
            request.open('GET', '/api/import/' + encodeURIComponent(id));
            request.onload = function () {
              var state;
              try { state = JSON.parse(request.responseText); } catch (e) { state = {}; }
              if (request.status >= 502 && request.status <= 504) { again(state.error || ('the server answered ' + request.status)); return; }
              if (request.status === 404) { show('Nothing was imported', [state.error || 'the server answered 404'], true); return; }
              if (request.status !== 200 || !state.state) { show("The import's progress could not be read", [state.error || ('the server answered ' + request.status)], true); return; }
              if (state.status) { status.textContent = state.status; }
              if (state.total) { stored.max = state.total; stored.value = state.done || 0; phase('importing'); }
              if (state.state === 'running') { window.setTimeout(function () { poll(id); }, 250); return; }
              if (state.state === 'done') {
                stored.max = 1; stored.value = 1; status.textContent = '';
                phase('done');
                show('Imported', state.lines || [], false);
              } else {
                phase('failed');
                show('The import failed', [state.error || 'the import failed'], true);
              }
            };
            request.onerror = function () { again('the server could not be reached'); };
            request.send();
          }
          form.addEventListener('submit', function (event) {
            event.preventDefault();
            form.setAttribute('data-phases', '');
            box.hidden = false;
            upload.value = 0;
            stored.removeAttribute('value');
            status.textContent = '';
            result.textContent = '';
            form.querySelector('button[type=submit]').disabled = true;
            var request = new XMLHttpRequest();
            request.open('POST', form.action);
            request.setRequestHeader('X-Cairn-Import', 'job');
            var token = document.querySelector('meta[name="csrf-token"]');
            if (token) { request.setRequestHeader('X-CSRF-Token', token.getAttribute('content')); }
            request.upload.onprogress = function (e) {
              if (e.lengthComputable && e.total > 0) { upload.value = Math.round(100 * e.loaded / e.total); phase('uploading'); }
            };
            request.upload.onload = function () { upload.value = 100; };
            request.onload = function () {
              var answer = {};
              try { answer = JSON.parse(request.responseText); } catch (e) { answer = {}; }
              if (request.status === 202 && answer.id) { upload.value = 100; status.textContent = 'reading the file…'; poll(answer.id); return; }
              show('Nothing was imported', [answer.error || ('the server answered ' + request.status)], true);
            };
            request.onerror = function () { show('Nothing was imported', ['the upload did not reach the server'], true); };
            request.send(new FormData(form));
          });
        })();
        """#
}
