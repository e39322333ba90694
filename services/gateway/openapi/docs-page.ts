/**
 * The document rendered for people at /docs: a self-contained page (no external scripts or fonts, so it
 * works offline and behind strict firewalls) that reads /v1/openapi.json and lays out every operation.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt audit API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#1d2433}
h1{margin-bottom:.2em}h2{margin-top:2em;border-bottom:1px solid #ddd}
.op{border:1px solid #dde;border-radius:6px;margin:1em 0;padding:.6em 1em}
.m{font-weight:700;text-transform:uppercase;display:inline-block;min-width:4.5em}
.get{color:#0a7}.post{color:#06c}.put{color:#a60}.patch{color:#a60}.delete{color:#c22}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f5f6f8;padding:.6em;overflow:auto}
details{margin:.3em 0}small{color:#667}
</style></head><body>
<h1 id="title">Receipt audit API</h1><p id="desc"></p><div id="ops">Loading…</div>
<script>
fetch('/v1/openapi.json').then(r=>r.json()).then(doc=>{
  const esc=s=>String(s??'').replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));
  document.getElementById('title').textContent=doc.info.title+' '+doc.info.version;
  document.getElementById('desc').textContent=doc.info.description;
  const byTag={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(byTag[op.tags[0]]??=[]).push({path,method,op});
  const schema=name=>'<details><summary><code>'+esc(name)+'</code></summary><pre>'+esc(JSON.stringify(doc.components.schemas[name],null,2))+'</pre></details>';
  const refName=c=>c?.['application/json']?.schema?.$ref?.split('/').pop();
  let html='';
  for(const [tag,ops] of Object.entries(byTag)){
    html+='<h2>'+esc(tag)+'</h2>';
    for(const {path,method,op} of ops){
      html+='<div class="op"><span class="m '+method+'">'+method+'</span> <code>'+esc(path)+'</code> '+esc(op.summary);
      if(op['x-required-scope'])html+=' <small>scope '+esc(op['x-required-scope'])+'</small>';
      if(op.description)html+='<p>'+esc(op.description)+'</p>';
      const params=(op.parameters||[]).map(p=>'<li><code>'+esc(p.name)+'</code> <small>'+esc(p.in)+'</small> '+esc(p.description||'')+'</li>').join('');
      if(params)html+='<ul>'+params+'</ul>';
      const body=refName(op.requestBody?.content);if(body)html+='Request body: '+schema(body);
      for(const [status,r] of Object.entries(op.responses)){const n=refName(r.content);html+='<div><b>'+status+'</b> '+esc(r.description)+(n&&n!=='ErrorResponse'?schema(n):'')+'</div>';}
      html+='</div>';
    }
  }
  document.getElementById('ops').innerHTML=html;
});
</script></body></html>`;
