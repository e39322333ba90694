import json, collections
def L(desc, price, cat=None, typ=None, detail=None, just=None):
    d = {"description": desc, "price": price}
    if cat: d["category"] = cat
    if typ: d["type"] = typ
    if detail: d["detail"] = detail
    if just: d["justification"] = just
    return d
def C(cid, status, note, vendor, lines, files=None, links=None, amount=None):
    claim = {"vendor": vendor, "amount": round(amount if amount is not None else sum(l["price"] for l in lines), 2), "lineItems": lines}
    if files: claim["supportingFiles"] = [{"name": f} for f in files]
    if links: claim["links"] = [{"url": u, "label": lab} for u, lab in links]
    return {"id": cid, "note": note, "claim": claim, "expected": {"overallStatus": status, "flags": []}}
def write(key, now, claims, path):
    ids = [c["id"] for c in claims]
    assert len(ids) == len(set(ids)), "dup ids"
    with open(path, "w") as f:
        json.dump({"programKey": key, "now": now, "claims": claims}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(key, len(claims), collections.Counter(c["expected"]["overallStatus"] for c in claims))
