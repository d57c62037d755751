CALL `my_catalog`.`sys`.compact('db.t');
