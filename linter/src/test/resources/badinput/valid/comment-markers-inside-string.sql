SELECT '-- not a comment', '/* nor this */', '*/' ;
