SELECT '😀 名前 שלום é é', 'tab	here' FROM t;
