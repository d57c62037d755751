SELECT/*1*/item/*2*/,/*3*/price -- 4
/*5*/FROM/*6*/Orders/*7*/WHERE/*8*/price/*9*/>/*10*/1/*11*/;
