SELECT X'0F1e', U&'\0041\00e9', 'a' 'b'
  'c', '' FROM t;
