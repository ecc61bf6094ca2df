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
          function poll(id) {
            var request = new XMLHttpRequest();
            request.open('GET', '/api/import/' + encodeURIComponent(id));
            request.onload = function () {
              var state;
              try { state = JSON.parse(request.responseText); } catch (e) { show('Nothing was imported', ['the server answered ' + request.status], true); return; }
              if (request.status !== 200) { show('Nothing was imported', [state.error || ('the server answered ' + request.status)], true); return; }
              if (state.status) { status.textContent = state.status; }
              if (state.total) { stored.max = state.total; stored.value = state.done || 0; phase('importing'); }
              if (state.state === 'running') { window.setTimeout(function () { poll(id); }, 250); return; }
              if (state.state === 'done') {
                stored.max = 1; stored.value = 1; status.textContent = '';
                phase('done');
                show('Imported', state.lines || [], false);
              } else {
                phase('failed');
                show('Nothing was imported', [state.error || 'the import failed'], true);
              }
            };
            request.onerror = function () { show('Nothing was imported', ['the server could not be reached'], true); };
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
