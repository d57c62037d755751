COMPILE PLAN 'file:///tmp/plan.json' FOR INSERT INTO sink SELECT * FROM t;
EXECUTE PLAN 'file:///tmp/plan.json';
