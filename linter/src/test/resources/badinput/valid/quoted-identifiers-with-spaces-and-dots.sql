SELECT `my col`, `a.b` FROM `my catalog`.`my db`.`my table`;
