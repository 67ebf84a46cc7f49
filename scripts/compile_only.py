import json,sys
r=json.load(open(sys.argv[1]))
cov=0; co=0; kinds={}
for pg in r['pages']:
    cases={c['id']:c for c in pg.get('cases',[])}
    for c in pg['claims']:
        if c.get('coverage')!='covered': continue
        cov+=1
        vs=[cases[i] for i in c.get('caseIDs',[]) if i in cases]
        if not any(x.get('verdict')=='passed' and x.get('kind')!='apiShape' for x in vs):
            co+=1
            if len(sys.argv)>2: print(pg['id'], '|', c['text'][:120], [x['id'] for x in vs])
print(f"compile-only {co} of {cov} covered = {100*co/cov:.1f}%")
