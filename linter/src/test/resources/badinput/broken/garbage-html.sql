<!DOCTYPE html>
<html><body><p>SELECT 1;</p></body></html>
