module github.com/fetaix/fetaix

go 1.26
